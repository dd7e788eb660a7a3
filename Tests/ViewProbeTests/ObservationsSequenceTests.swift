import Testing

@testable import ViewProbe

/// Swift's `Observations` (SE-0475) in a view's `.task`: each change reaches the loop, and a loop
/// waiting for the next change is parked, so `settle()` returns once the change is handled.
@MainActor
@Suite("Observations in a view's task (C09)", .viewProbe, .tags(.observation))
struct ObservationsSequenceTests {
  @Test("C09 each settle() hands the loop the change; a waiting loop holds nothing up")
  func c09_changesReachTheLoop() async throws {
    let harness = ParentHarness { PedometerLog() }
    let reports = await capturedReports {
      await harness.settle()
      for _ in 0..<30 {
        try? harness.find(button: "Step").tap()
        await harness.settle()
      }
    }
    #expect(reports.isEmpty)
    #expect(harness.texts.contains("log: " + (0...30).map(String.init).joined(separator: ",")))
  }

  @Test("C09 untilFinished ends the loop, and its task, when the closure says so")
  func c09_untilFinishedEndsTheTask() async throws {
    let harness = ParentHarness { PedometerLog(goal: 2) }
    await harness.settle()
    try harness.find(button: "Step").tap()
    await harness.settle()
    #expect(!harness.texts.contains("goal reached"))
    try harness.find(button: "Step").tap()
    await harness.settle()
    #expect(harness.texts.contains("goal reached"))
  }

  @Test("C09 outside a harness the sequence is Swift's own: the first value comes at once")
  func c09_outsideAHarness() async {
    let counter = Pedometer()
    var iterator = Observations { counter.steps }.makeAsyncIterator()
    let first = await iterator.next()
    #expect(first == 0)
  }
}

@Observable
private final class Pedometer {
  var steps = 0
}

private struct PedometerLog: View {
  var goal: Int?
  @State private var pedometer = Pedometer()
  @State private var log: [Int] = []
  @State private var reached = false

  var body: some View {
    VStack {
      Button("Step") { pedometer.steps += 1 }
      Text("log: " + log.map(String.init).joined(separator: ","))
      if reached { Text("goal reached") }
    }
    .task {
      if let goal {
        let untilGoal = Observations.untilFinished {
          pedometer.steps >= goal ? .finish : .next(pedometer.steps)
        }
        for await _ in untilGoal {}
        reached = true
      } else {
        for await steps in Observations({ pedometer.steps }) {
          log.append(steps)
        }
      }
    }
  }
}
