import Foundation
import Testing
import ViewProbe

/// Handoff and Spotlight from SwiftUI: views advertise an activity (`userActivity`), the app
/// continues one (`onContinueUserActivity`); and an app file with an app delegate compiles.
@MainActor
@Suite("User activities and the app delegate", .viewProbe)
struct UserActivityTests {
  @Test("every active advertiser of a type fills in the one activity; none advertises nothing")
  func advertisedActivity() throws {
    let harness = ParentHarness { NoteScreen() }
    let activity = try #require(harness.advertisedUserActivity("com.example.note"))
    #expect(activity.title == "Groceries")
    #expect(activity.userInfo?["id"] as? Int == 4)
    #expect(activity.isEligibleForSearch)
    #expect(harness.advertisedUserActivity("com.example.other") == nil)
    // The element-driven advertiser takes part only while its element is not nil.
    #expect(activity.keywords.isEmpty)
    try harness.find(button: "Tag").tap()
    #expect(harness.advertisedUserActivity("com.example.note")?.keywords == ["shopping"])
    try harness.find(toggle: "Private").tap()
    #expect(harness.advertisedUserActivity("com.example.note") == nil)
  }

  @Test("a continued activity reaches the handlers of its type; another type is an issue")
  func continuedActivity() {
    let harness = ParentHarness { NoteScreen() }
    let activity = NSUserActivity(activityType: "com.example.note")
    activity.userInfo = ["id": 9]
    harness.continueUserActivity(activity)
    #expect(harness.texts.contains("opened note 9"))
    expectIssue(
      startingWith: "continueUserActivity(com.example.other) found no onContinueUserActivity "
        + "handler of that type in the tree"
    ) { harness.continueUserActivity(NSUserActivity(activityType: "com.example.other")) }
  }

  #if !os(iOS)
    @Test("an app with an app delegate adaptor compiles; its scene is hosted")
    func appDelegateAdaptor() async {
      let harness = ParentHarness { HandoffNotesApp().body.rootView }
      #expect(harness.texts.contains("opened note 0"))
      let delegate = NotesAppDelegate()
      #expect(
        delegate.application(.shared, didFinishLaunchingWithOptions: [.url: URL(string: "x:/")!]))
      let result = await withCheckedContinuation { continuation in
        delegate.application(.shared, didReceiveRemoteNotification: [:]) {
          continuation.resume(returning: $0)
        }
      }
      #expect(result == .noData)
    }
  #endif
}

private struct NoteScreen: View {
  @State private var openedID = 0
  @State private var isPrivate = false
  @State private var tag: String?

  var body: some View {
    VStack {
      Text("opened note \(openedID)")
      Toggle("Private", isOn: $isPrivate)
      Button("Tag") { tag = "shopping" }
    }
    .userActivity("com.example.note", isActive: !isPrivate) { activity in
      activity.title = "Groceries"
      activity.userInfo = ["id": 4]
      activity.isEligibleForSearch = true
    }
    .userActivity("com.example.note", element: isPrivate ? nil : tag) { tag, activity in
      activity.keywords = [tag]
    }
    .onContinueUserActivity("com.example.note") { activity in
      openedID = activity.userInfo?["id"] as? Int ?? -1
    }
  }
}

#if !os(iOS)
  private final class NotesAppDelegate: NSObject, UIApplicationDelegate {}

  private struct HandoffNotesApp: App {
    @UIApplicationDelegateAdaptor(NotesAppDelegate.self) var appDelegate

    var body: some Scene {
      WindowGroup { NoteScreen() }
        .backgroundTask(.appRefresh("com.example.refresh")) {}
        .handlesExternalEvents(matching: ["notes"])
    }
  }
#endif
