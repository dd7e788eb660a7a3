import BackgroundTasks
import Foundation
import Testing
import ViewProbe

/// A processing task registered the UIKit way: its handler must mark the task completed.
@MainActor
private final class Cleaner {
  var runs = 0
  let completes: Bool
  let queue: DispatchQueue?

  init(completes: Bool, queue: DispatchQueue? = .main) {
    self.completes = completes
    self.queue = queue
  }

  func register() {
    // Written in main-actor code: the handler is the main actor's, so it is registered on the
    // main queue (`queue`), as Apple's launch handler must then be.
    _ = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: "com.example.cleanup", using: queue
    ) { [completes] task in
      Task { @MainActor in
        self.runs += 1
        if completes { task.setTaskCompleted(success: true) }
      }
    }
    try? BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.cleanup"))
  }
}

private struct CleanupScreen: View {
  let cleaner: Cleaner
  var body: some View {
    Text("Cleaner").onAppear { cleaner.register() }
  }
}

@MainActor
@Suite("HeadlinesApp: background refresh as the system runs it", .viewProbe)
struct HeadlinesAppTests {
  @Test("a refresh the app asked for runs in the background after its date, and asks again")
  func refreshRunsAndReschedules() async throws {
    let harness = ParentHarness(app: HeadlinesApp.self)
    #expect(harness.pendingBackgroundTasks.isEmpty)
    harness.setScenePhase(.background)
    #expect(harness.pendingBackgroundTasks == ["com.example.headlines.refresh"])
    harness.advanceTime(by: 15 * 60)
    await harness.runBackgroundTask(identifier: "com.example.headlines.refresh")
    #expect(harness.texts.first == "Edition 1")
    // The refresh asked for the next one: the system can run it again.
    #expect(harness.pendingBackgroundTasks == ["com.example.headlines.refresh"])
    harness.advanceTime(by: 15 * 60)
    await harness.runBackgroundTask(identifier: "com.example.headlines.refresh")
    #expect(harness.texts.prefix(2) == ["Edition 2", "Edition 1"])
  }

  @Test("the system refuses: nothing asked, the app in front, too early")
  func refusals() async throws {
    let harness = ParentHarness(app: HeadlinesApp.self)
    let nothingAsked = await capturedIssues {
      await harness.runBackgroundTask(identifier: "com.example.headlines.refresh")
    }
    #expect(nothingAsked.first?.contains("the app has no pending request for it") == true)
    harness.setScenePhase(.background)
    harness.setScenePhase(.active)
    let inFront = await capturedIssues {
      await harness.runBackgroundTask(identifier: "com.example.headlines.refresh")
    }
    #expect(
      inFront.first?.contains("while the app is in the background; the app is active") == true)
    harness.setScenePhase(.background)
    let tooEarly = await capturedIssues {
      await harness.runBackgroundTask(identifier: "com.example.headlines.refresh")
    }
    #expect(tooEarly.first?.contains("the system never runs a task early") == true)
    #expect(harness.texts.first == "Morning edition")
  }

  @Test("with background refresh off, submitting fails and the app says so")
  func refreshOff() throws {
    let harness = ParentHarness(app: HeadlinesApp.self)
    harness.setBackgroundRefreshAvailable(false)
    harness.setScenePhase(.background)
    #expect(harness.pendingBackgroundTasks.isEmpty)
    #expect(harness.texts.first == "Background refresh is off")
  }

  @Test("a launch handler runs on its queue; one that never completes its task is reported")
  func launchHandlerMustComplete() async throws {
    let good = Cleaner(completes: true)
    let harness = ParentHarness { CleanupScreen(cleaner: good) }
    harness.setScenePhase(.background)
    await harness.runBackgroundTask(identifier: "com.example.cleanup")
    #expect(good.runs == 1)
    #expect(harness.pendingBackgroundTasks.isEmpty)

    let forgetful = Cleaner(completes: false)
    let other = ParentHarness { CleanupScreen(cleaner: forgetful) }
    other.setScenePhase(.background)
    let issues = await capturedIssues {
      await other.runBackgroundTask(identifier: "com.example.cleanup")
    }
    #expect(forgetful.runs == 1)
    #expect(issues.first?.contains("never marked the task completed") == true)
  }

  @Test("a main-actor launch handler registered for a background queue is the device's crash")
  func mainActorHandlerOnABackgroundQueue() async throws {
    let cleaner = Cleaner(completes: true, queue: nil)
    let harness = ParentHarness { CleanupScreen(cleaner: cleaner) }
    harness.setScenePhase(.background)
    let issues = await capturedIssues {
      await harness.runBackgroundTask(identifier: "com.example.cleanup")
    }
    #expect(issues.first?.contains("is isolated to the main actor") == true)
    #expect(cleaner.runs == 1, "it still runs, on the main actor, so the test goes on")
  }
}

/// The issues `body` records, instead of failing the test with them.
@MainActor
private func capturedIssues(_ body: () async -> Void) async -> [String] {
  let log = IssueLog()
  await withKnownIssue(isIntermittent: true) {
    await body()
  } matching: { issue in
    log.append(issue.comments.map(\.rawValue).joined())
    return true
  }
  return log.messages
}

private final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  func append(_ message: String) { lock.withLock { recorded.append(message) } }
  var messages: [String] { lock.withLock { recorded } }
}
