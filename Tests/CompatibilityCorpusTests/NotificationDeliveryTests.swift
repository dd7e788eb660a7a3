#if !canImport(Darwin)
  import Foundation
  import Testing
  import UserNotifications
  import ViewProbe

  /// The test delivers a scheduled notification and acts on it as the user would.
  @MainActor
  @Suite("Corpus: PillReminders, notifications delivered and tapped", .viewProbe)
  struct NotificationDeliveryTests {
    @Test("delivered while the app is in front: the delegate decides how it shows")
    func deliveredInFront() async throws {
      let harness = ParentHarness { PillReminders() }
      try harness.find(button: "Remind me about Vitamin D").tap()
      await harness.settle()
      #expect(harness.pendingNotificationRequests.map(\.identifier) == ["pill-Vitamin D"])
      harness.deliverNotification(identifier: "pill-Vitamin D")
      await harness.settle()
      #expect(harness.pendingNotificationRequests.isEmpty)
      #expect(harness.deliveredNotifications.map(\.request.identifier) == ["pill-Vitamin D"])
      #expect(harness.visibleTexts.contains("Shown in app: Time for Vitamin D"))
    }

    @Test("tapped from the background: the app comes to the front on the medicine's page")
    func tappedFromTheBackground() async throws {
      let harness = ParentHarness { PillReminders() }
      try harness.find(button: "Remind me about Vitamin D").tap()
      await harness.settle()
      harness.setScenePhase(.background)
      harness.deliverNotification(identifier: "pill-Vitamin D")
      await harness.settle()
      #expect(!harness.visibleTexts.contains { $0.hasPrefix("Shown in app") })
      harness.openNotification(identifier: "pill-Vitamin D")
      await harness.settle()
      #expect(harness.scenePhase == .active)
      #expect(harness.visibleTexts.contains("About Vitamin D"))
    }

    @Test("its actions: Taken runs in the background, a note brings the app to the front")
    func actions() async throws {
      let harness = ParentHarness { PillReminders() }
      try harness.find(button: "Remind me about Vitamin D").tap()
      await harness.settle()
      harness.setScenePhase(.background)
      harness.deliverNotification(identifier: "pill-Vitamin D")
      harness.openNotification(identifier: "pill-Vitamin D", actionIdentifier: "TAKEN")
      await harness.settle()
      #expect(harness.scenePhase == .background)
      harness.openNotification(
        identifier: "pill-Vitamin D", actionIdentifier: "NOTE", text: "Fine")
      await harness.settle()
      #expect(harness.scenePhase == .active)
      #expect(harness.visibleTexts.contains("Vitamin D taken"))
      #expect(harness.visibleTexts.contains("Vitamin D: Fine"))
    }

    @Test("refused: a request not pending, an action not shown, a user who does not allow")
    func refusals() async throws {
      let harness = ParentHarness { PillReminders() }
      withKnownIssue {
        harness.deliverNotification(identifier: "pill-Vitamin D")
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("found no pending request") }
      }
      try harness.find(button: "Remind me about Vitamin D").tap()
      await harness.settle()
      harness.deliverNotification(identifier: "pill-Vitamin D")
      withKnownIssue {
        harness.openNotification(identifier: "pill-Vitamin D", actionIdentifier: "SNOOZE")
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("the notification shows no such action") }
      }
      // The user allowed, the app scheduled, then the user turned notifications off in Settings.
      let refusing = ParentHarness { PillReminders() }
      try refusing.find(button: "Remind me about Vitamin D").tap()
      await refusing.settle()
      refusing.setNotificationPermission(.denied)
      withKnownIssue {
        refusing.deliverNotification(identifier: "pill-Vitamin D")
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("does not allow notifications") }
      }
    }
  }
#endif
