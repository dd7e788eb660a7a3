import ActivityKit
import Foundation
import Testing
import ViewProbe
import WidgetKit

/// Starts an activity without asking whether Live Activities are on.
private struct UncheckedStarter: View {
  @State private var outcome = ""

  var body: some View {
    Button("Start") {
      do {
        _ = try Activity.request(
          attributes: DeliveryAttributes(orderNumber: 1, restaurant: "Deli"),
          contentState: .init(status: "Ordered", minutesLeft: 30))
        outcome = "started \(Activity<DeliveryAttributes>.activities.count)"
      } catch ActivityAuthorizationError.denied {
        outcome = "denied"
      } catch {
        outcome = "other error"
      }
    }
    Text(outcome)
  }
}

@MainActor
@Suite("DeliveryTracker: a Live Activity started, updated and ended by the app", .viewProbe)
struct DeliveryTrackerTests {
  @Test("the order's activity starts, updates with an alert, and ends showing its last state")
  func activityFollowsTheOrder() async throws {
    let harness = ParentHarness { DeliveryTracker() }
    try harness.find(button: "Place order").tap()
    let activity = try #require(harness.liveActivities(of: DeliveryAttributes.self).first)
    #expect(harness.visibleTexts.first == "Tracking order #42")
    #expect(activity.activityState == .active)
    #expect(activity.content.state.status == "In the oven")

    try harness.find(button: "Out for delivery").tap()
    await harness.settle()
    #expect(activity.content.state == .init(status: "On the way", minutesLeft: 12))
    // The widget's views show what the activity shows now.
    let lockScreen = ParentHarness {
      DeliveryActivityWidget().body.lockScreenView(ActivityViewContext(activity))
    }
    #expect(lockScreen.texts == ["Luigi's · #42", "On the way", "12 min"])

    try harness.find(button: "Delivered").tap()
    await harness.settle()
    #expect(activity.activityState == .ended)
    #expect(activity.content.state.status == "Delivered")
    #expect(harness.visibleTexts.last == "Enjoy your meal")
    // Ended, it stays among the activities until dismissed; an update no longer changes it.
    await activity.update(
      ActivityContent(state: .init(status: "Lost", minutesLeft: 5), staleDate: nil))
    #expect(activity.content.state.status == "Delivered")
  }

  @Test("cancelling ends the activity at once; a dismissal the user makes reaches the app")
  func dismissals() async throws {
    let harness = ParentHarness { DeliveryTracker() }
    try harness.find(button: "Place order").tap()
    await harness.settle()
    let first = try #require(harness.liveActivities(of: DeliveryAttributes.self).last)
    harness.dismissLiveActivity(first)
    await harness.settle()
    #expect(first.activityState == .dismissed)
    #expect(harness.visibleTexts.last == "Tracker closed")

    try harness.find(button: "Cancel order").tap()
    await harness.settle()
    #expect(harness.visibleTexts == ["Place order", "Order cancelled"])
  }

  @Test("with Live Activities off, the app explains instead of starting one")
  func activitiesOff() throws {
    let harness = ParentHarness { DeliveryTracker() }
    harness.setLiveActivitiesEnabled(false)
    try harness.find(button: "Place order").tap()
    #expect(harness.liveActivities(of: DeliveryAttributes.self).isEmpty)
    #expect(harness.visibleTexts.last == "Turn on Live Activities in Settings to follow your order")
  }

  @Test("Activity.request throws .denied while the setting is off; activities lists the harness's")
  func requestRefusedWhileOff() throws {
    let harness = ParentHarness { UncheckedStarter() }
    harness.setLiveActivitiesEnabled(false)
    try harness.find(button: "Start").tap()
    #expect(harness.texts.last == "denied")
    harness.setLiveActivitiesEnabled(true)
    try harness.find(button: "Start").tap()
    #expect(harness.texts.last == "started 1")
    // Another harness is another device: its app started none.
    #expect(
      ParentHarness { UncheckedStarter() }.liveActivities(of: DeliveryAttributes.self).isEmpty)
  }

  @Test("the Dynamic Island's presentations are views a harness hosts")
  func dynamicIsland() {
    let context = ActivityViewContext(
      attributes: DeliveryAttributes(orderNumber: 7, restaurant: "Sushi Go"),
      state: .init(status: "Packing", minutesLeft: 9))
    let island = DeliveryActivityWidget().body.dynamicIsland(context)
    #expect(ParentHarness { island.expanded }.texts == ["Sushi Go", "9 min", "Packing"])
    #expect(ParentHarness { island.compactTrailing }.texts == ["9m"])
    let stale = ActivityViewContext(
      attributes: DeliveryAttributes(orderNumber: 7, restaurant: "Sushi Go"),
      state: .init(status: "Packing", minutesLeft: 9), isStale: true)
    #expect(
      ParentHarness { DeliveryLockScreen(context: stale) }.texts.contains("Updating…"))
  }
}
