import Foundation
import Testing
import ViewProbe

/// `onReceive(NotificationCenter.default.publisher(for:))`: posts run the action while the view
/// is in the tree, from the main thread at once, from another thread at the next update.
@MainActor
@Suite("Notifications received by views", .viewProbe)
struct NotificationReceiveTests {
  @Test("A11 a posted notification runs the action while the view is in the tree, and only then")
  func postsRunTheActionWhileShown() throws {
    let name = Notification.Name("viewprobe.tests.imported.\(UUID().uuidString)")
    let received = Received()
    let harness = ParentHarness { ImportBadgeHost(name: name, received: received) }
    NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 3])
    #expect(harness.texts == ["imported 3", "hide"])
    try harness.find(button: "hide").tap()
    NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 5])
    #expect(received.counts == [3], "a view that left the tree receives nothing")
    try harness.find(button: "show").tap()
    #expect(harness.texts == ["imported 0", "hide"], "a view shown again starts fresh (A11)")
  }

  @Test("each harness is a run of the app: its posts reach its own views, not another harness's")
  func postsStayInTheirHarness() throws {
    let name = Notification.Name("viewprobe.tests.saved.\(UUID().uuidString)")
    let posting = ParentHarness { ImportPoster(name: name, received: Received()) }
    let other = ParentHarness { ImportPoster(name: name, received: Received()) }
    try posting.find(button: "import 4").tap()
    #expect(posting.texts.first == "imported 4")
    #expect(other.texts.first == "imported 0", "another harness is another run of the app")
    // The test's own post reaches every harness it made.
    NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 9])
    #expect(posting.texts.first == "imported 9")
    #expect(other.texts.first == "imported 9")
  }

  @Test("H07 notifications(named:) in a .task: each post runs the loop; settle() does not wait")
  func asyncNotificationsInATask() async throws {
    let name = Notification.Name("viewprobe.tests.synced.\(UUID().uuidString)")
    let harness = ParentHarness { SyncCounterHost(name: name) }
    let other = ParentHarness { SyncCounterHost(name: name) }
    await harness.settle()
    await other.settle()
    NotificationCenter.default.post(name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    await harness.settle()
    #expect(harness.texts.first == "synced 2")
    try harness.find(button: "sync").tap()
    await harness.settle()
    #expect(harness.texts.first == "synced 3")
    await other.settle()
    #expect(other.texts.first == "synced 2", "the other harness's post is not this one's")
    try harness.find(button: "hide").tap()
    NotificationCenter.default.post(name: name, object: nil)
    await harness.settle()
    try harness.find(button: "show").tap()
    await harness.settle()
    #expect(harness.texts.first == "synced 0", "the loop ended with its task; a new one starts")
  }

  @Test("a notification posted from another thread reaches the action at the next update")
  func postFromAnotherThread() async {
    let name = Notification.Name("viewprobe.tests.synced.\(UUID().uuidString)")
    let harness = ParentHarness { ImportBadgeHost(name: name, received: Received()) }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 7])
        done.resume()
      }
    }
    #expect(harness.texts == ["imported 7", "hide"])
  }
}

/// The counts every action saw, whichever view ran it.
private final class Received {
  var counts: [Int] = []
}

private struct ImportBadge: View {
  let name: Notification.Name
  let received: Received
  @State private var imported = 0

  var body: some View {
    Text("imported \(imported)")
      .onReceive(NotificationCenter.default.publisher(for: name)) { note in
        imported = note.userInfo?["count"] as? Int ?? 0
        received.counts.append(imported)
      }
  }
}

/// Counts posts in a `.task` loop over `notifications(named:)`, and posts one itself.
private struct SyncCounter: View {
  let name: Notification.Name
  @State private var synced = 0

  var body: some View {
    VStack {
      Text("synced \(synced)")
      Button("sync") { NotificationCenter.default.post(name: name, object: nil) }
    }
    .task {
      for await _ in NotificationCenter.default.notifications(named: name) {
        synced += 1
      }
    }
  }
}

private struct SyncCounterHost: View {
  let name: Notification.Name
  @State private var shown = true

  var body: some View {
    VStack {
      if shown { SyncCounter(name: name) }
      Button(shown ? "hide" : "show") { shown.toggle() }
    }
  }
}

/// A badge and a button that posts the notification it listens to, as an app's import does.
private struct ImportPoster: View {
  let name: Notification.Name
  let received: Received

  var body: some View {
    VStack {
      ImportBadge(name: name, received: received)
      Button("import 4") {
        NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 4])
      }
    }
  }
}

private struct ImportBadgeHost: View {
  let name: Notification.Name
  let received: Received
  @State private var shown = true

  var body: some View {
    VStack {
      if shown { ImportBadge(name: name, received: received) }
      Button(shown ? "hide" : "show") { shown.toggle() }
    }
  }
}
