import Foundation
import Testing
import ViewProbe

/// Runs `body` under `trait` as if the trait were applied to the current test.
func runScoped<T: TestTrait & TestScoping>(
  _ trait: T, _ body: @escaping @Sendable () async throws -> Void
) async throws {
  try await trait.provideScope(for: Test.current!, testCase: Test.Case.current, performing: body)
}

@Suite("Traits")
struct TraitTests {
  @Test(".documentedAntiPattern: a failing body is a known issue; the test passes")
  func antiPatternReproduces() async throws {
    try await runScoped(.documentedAntiPattern("F01", "a let-bound model is recreated")) {
      await MainActor.run {
        let harness = ParentHarness { LetBoundCounter() }
        let first = harness.installedModel()
        harness.reRender()
        #expect(harness.installedModel() === first)
      }
    }
  }

  @Test(".documentedAntiPattern: a passing body fails, saying the entry should be retired")
  func antiPatternRetired() async throws {
    try await withKnownIssue {
      try await runScoped(.documentedAntiPattern("F01", "a let-bound model is recreated")) {
        #expect(1 + 1 == 2)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "The documented anti-pattern F01 no longer reproduces (a let-bound model is recreated): "
          + "the test's expectations all held. SwiftUI's semantics changed — retire this "
          + "anti-pattern entry and fix the code it documents.")
    }
  }

  @Test(".viewProbe: a warning the test did not expect becomes an issue at its end")
  func unexpectedWarningIsReported() async throws {
    try await withKnownIssue {
      try await runScoped(.viewProbe) {
        await MainActor.run { _ = ParentHarness { StateWriterDuringBody() }.texts }
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Unexpected runtime warning in ParentHarness<StateWriterDuringBody> (TraitTests.swift:")
    }
  }

  @Test(".viewProbe: an expected warning and an allowed warning are not reported")
  func expectedAndAllowedWarnings() async throws {
    try await runScoped(.viewProbe) {
      await MainActor.run {
        let harness = ParentHarness { StateWriterDuringBody() }
        harness.expectWarning("Modifying state during view update")
      }
    }
    try await runScoped(.viewProbe(allowing: "Modifying state during view update")) {
      await MainActor.run { _ = ParentHarness { StateWriterDuringBody() }.texts }
    }
  }

  @Test(".viewProbe(allowing: \"\") is an issue, and allows nothing")
  func emptyAllowanceIsAnIssue() async throws {
    let issues = EventLog()
    try await withKnownIssue {
      try await runScoped(.viewProbe(allowing: "")) {
        await MainActor.run { _ = ParentHarness { StateWriterDuringBody() }.texts }
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      if text.hasPrefix(".viewProbe(allowing: \"\") allows every warning") {
        issues.append("allowance")
      } else if text.hasPrefix("Unexpected runtime warning in ParentHarness<StateWriterDuringBody>")
      {
        issues.append("warning")
      }
      return true
    }
    #expect(issues.entries == ["allowance", "warning"])
  }

  @Test(".viewProbe: at the test's end its views leave, and their running .tasks are cancelled")
  func viewTasksEndWithTheTest() async throws {
    let loop = TaskLoopState()
    try await runScoped(.viewProbe) {
      let harness = await ParentHarness { PollingView(loop: loop) }
      await harness.settle(quietFor: .milliseconds(20), timeout: .seconds(5))
      #expect(loop.started && !loop.cancelled)
      // The harness is still held here, and its task runs on.
      _ = harness
    }
    // The running task held the test's scope (through its context), and the scope the harness:
    // without the scope letting go, the loop ran for the rest of the run.
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while !loop.cancelled && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(loop.cancelled)
  }

  @Test(
    ".semantics(.xcode27) sets the default profile of harnesses in the test", .semantics(.xcode27))
  @MainActor func semanticsTrait() {
    #expect(ParentHarness { Text("x") }.profile == .xcode27)
    #expect(ParentHarness(profile: .xcode26) { Text("x") }.profile == .xcode26)
  }
}

struct LetBoundCounter: View {
  let model = Book()
  var body: some View { Text(model.title) }
}

struct StateWriterDuringBody: View {
  @State private var count = 0
  var body: some View {
    count += 1
    return Text("written")
  }
}

/// What `PollingView`'s task saw: set from the task, read by the test after it.
final class TaskLoopState: @unchecked Sendable {
  private let lock = NSLock()
  private var startedFlag = false
  private var cancelledFlag = false
  var started: Bool { lock.withLock { startedFlag } }
  var cancelled: Bool { lock.withLock { cancelledFlag } }
  func start() { lock.withLock { startedFlag = true } }
  func cancel() { lock.withLock { cancelledFlag = true } }
}

/// A view whose task polls for as long as the view is there (a `for await` over a stream, a
/// refresh loop).
struct PollingView: View {
  let loop: TaskLoopState
  var body: some View {
    Text("polling")
      .task {
        loop.start()
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
        loop.cancel()
      }
  }
}
