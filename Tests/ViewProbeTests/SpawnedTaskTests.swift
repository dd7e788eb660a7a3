import Foundation
import Testing
import ViewProbe

/// Work that leaves the main actor and comes back, as a network call does.
nonisolated func fetchLater(_ value: String) async -> String {
  for _ in 0..<20 { await Task.yield() }
  return value
}

/// A button whose action starts its own `Task`, as apps write `Button { Task { await … } }`.
struct PlaceOrderButton: View {
  @State private var status = "Not sent"

  var body: some View {
    VStack {
      Text(status)
      Button("Place Order") {
        status = "Sending"
        Task { status = await fetchLater("Confirmed") }
      }
    }
  }
}

/// Loads in `onAppear` through a `Task`, and through a model that starts one in its initializer.
struct AppearLoader: View {
  @State private var names: [String] = []
  @State private var model = PrefetchModel()

  var body: some View {
    VStack {
      ForEach(names, id: \.self) { Text($0) }
      Text(model.greeting)
    }
    .onAppear {
      Task { names = [await fetchLater("Ada"), await fetchLater("Grace")] }
    }
  }
}

@MainActor @Observable
final class PrefetchModel {
  var greeting = "…"
  init() { Task { greeting = await fetchLater("Hello") } }
}

/// Starts a polling loop that runs until Stop, as a screen's live updates do.
struct PollingButton: View {
  @State private var polling = false
  var body: some View {
    Button("Poll") {
      polling = true
      Task {
        while polling { try? await Task.sleep(for: .milliseconds(2)) }
      }
    }
    Button("Stop") { polling = false }
  }
}

/// Counts the rounds of a poll that runs until stopped.
struct CountingPoller: View {
  @State private var polling = false
  @State private var rounds = 0
  var body: some View {
    Text("rounds \(rounds)")
    Button("Poll") {
      polling = true
      Task {
        while polling {
          try? await Task.sleep(for: .milliseconds(2))
          rounds += 1
        }
      }
    }
    Button("Stop") { polling = false }
  }
}

/// Waits for every value of a model's `@Published` property in a `Task` from `onAppear`.
@MainActor
final class DraftModel: ObservableObject {
  @Published var text = ""
}

struct DraftEcho: View {
  @StateObject private var model = DraftModel()
  @State private var echoed = ""
  var body: some View {
    VStack {
      TextField("Draft", text: $model.text)
      Text("echo \(echoed)")
    }
    .onAppear {
      Task { for await text in model.$text.values { echoed = text } }
    }
  }
}

/// A `.task` that hands its work to a `Task` of its own and returns at once.
struct HandOffLoader: View {
  @State private var status = "idle"
  var body: some View {
    Text(status).task {
      Task { status = await fetchLater("loaded") }
    }
  }
}

/// A pull to refresh whose action hands the reload to a `Task` and returns.
struct HandOffRefresh: View {
  @State private var version = 1
  var body: some View {
    List {
      Text("version \(version)")
    }
    .refreshable {
      Task { @MainActor in version = Int(await fetchLater("2")) ?? 0 }
    }
  }
}

/// A `.task(id:)` whose id is new at every update, and whose task changes state: a loop.
struct FreshIDTask: View {
  @State private var runs = 0
  var body: some View { Text("runs \(runs)").task(id: UUID()) { runs += 1 } }
}

/// A view whose appearance starts a Task that changes its identity, so it appears again: a loop.
struct ReappearingLoader: View {
  @State private var loads = 0
  var body: some View {
    Text("loads \(loads)").onAppear { Task { loads += 1 } }.id(loads)
  }
}

struct StreamTotal: View {
  let updates: AsyncStream<Int>
  @State private var total = 0

  var body: some View {
    Text("total \(total)")
      .task {
        for await update in updates { total += update }
      }
  }
}

struct BusyTicker: View {
  @State private var ticks = 0

  var body: some View {
    Text("ticks \(ticks)")
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(2))
          ticks += 1
        }
      }
  }
}

/// Blocks the calling thread, as a long synchronous test holds the main actor.
private func holdTheActor(seconds: Double) {
  Thread.sleep(forTimeInterval: seconds)
}

/// Loads in four short sleeps, as a view waiting on a slow service does.
struct SteppedLoader: View {
  @State private var steps = 0

  var body: some View {
    Text("steps \(steps)")
      .task {
        for _ in 0..<4 {
          try? await Task.sleep(for: .milliseconds(25))
          steps += 1
        }
      }
  }
}

/// A task that holds the main actor itself, 50 ms at a time, and never ends.
struct BusyLooper: View {
  let steps: Tally

  var body: some View {
    Text("busy")
      .task {
        while !Task.isCancelled {
          holdTheActor(seconds: 0.05)
          steps.count += 1
          await Task.yield()
        }
      }
  }
}

@MainActor
@Suite("Tasks started with Task { }")
struct SpawnedTaskTests {
  @Test("settle() waits for a Task a button's action started; before it, the screen is mid-way")
  func settleWaitsForActionTask() async throws {
    let harness = ParentHarness { PlaceOrderButton() }
    try harness.find(button: "Place Order").tap()
    #expect(harness.texts.first == "Sending")
    await harness.settle()
    #expect(harness.texts.first == "Confirmed")
  }

  @Test("settle() waits for Tasks started by onAppear and by a model's initializer")
  func settleWaitsForAppearAndModelTasks() async {
    let harness = ParentHarness { AppearLoader() }
    #expect(harness.texts == ["…"])
    await harness.settle()
    #expect(harness.texts == ["Ada", "Grace", "Hello"])
  }

  @Test("settle() gives up on a Task that never ends, naming the harness call that started it")
  func settleNamesTheCallOfANeverEndingTask() async throws {
    let harness = ParentHarness { PollingButton() }
    try harness.find(button: "Poll").tap()
    let line = #line - 1
    let reports = await capturedReports { await harness.settle(timeout: .milliseconds(50)) }
    #expect(
      reports == [
        "settle() waited 0.05 seconds and 1 task(s) are still running: Task { } started by the "
          + "harness call at SpawnedTaskTests.swift:\(line). A task that never returns keeps a "
          + "view loading; one meant to run as long as its view (a for-await loop over a stream) "
          + "is expected with settle(quietFor:), which returns once nothing has happened for "
          + "that long."
      ])
    try harness.find(button: "Stop").tap()
    let afterStop = await capturedReports { await harness.settle(timeout: .seconds(2)) }
    #expect(afterStop.isEmpty)
  }

  @Test("settle()'s timeout does not count the time other work held the main actor")
  func settleTimeoutSkipsTimeHeldElsewhere() async {
    let harness = ParentHarness { SteppedLoader() }
    // Another test running in parallel holds the main actor for a second, longer than the
    // timeout, while the loader still has most of its sleeps to go.
    Task { @MainActor in holdTheActor(seconds: 1) }
    let reports = await capturedReports { await harness.settle(timeout: .milliseconds(300)) }
    #expect(reports.isEmpty)
    #expect(harness.texts == ["steps 4"])
  }

  @Test("settle()'s timeout still ends a task that holds the main actor itself")
  func settleTimeoutCountsATasksOwnHold() async {
    let steps = Tally()
    let harness = ParentHarness { BusyLooper(steps: steps) }
    let reports = await capturedReports { await harness.settle(timeout: .milliseconds(200)) }
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("settle() waited 0.2 seconds and 1 task(s)") == true)
    // Each round uses up at least the allowance for a round (50 ms) of the timeout, however long
    // other tests hold the actor: the settle ends after a few of the task's steps, not never.
    #expect(steps.count < 60)
  }

  @Test("settle(until:) returns once the screen shows what it waits for, the task still running")
  func settleUntilStopsMidTask() async throws {
    let harness = ParentHarness { CountingPoller() }
    try harness.find(button: "Poll").tap()
    let reports = await capturedReports {
      // A condition that stays true once met: the poll may run several rounds between two of
      // the settle's updates.
      await harness.settle(until: { self.rounds(in: harness) >= 3 })
    }
    #expect(reports.isEmpty)
    // The poll goes on until stopped (a busy machine may let it run a round more meanwhile).
    let seen = rounds(in: harness)
    #expect(seen >= 3)
    try harness.find(button: "Stop").tap()
    let stopped = await capturedReports { await harness.settle(timeout: .seconds(2)) }
    #expect(stopped.isEmpty)
    #expect(rounds(in: harness) >= seen)
  }

  private func rounds(in harness: ParentHarness<CountingPoller>) -> Int {
    Int(harness.texts.first?.dropFirst("rounds ".count) ?? "") ?? 0
  }

  @Test("settle(until:) whose condition never holds reports it, after the tasks finish")
  func settleUntilNeverHolds() async throws {
    let harness = ParentHarness { PlaceOrderButton() }
    try harness.find(button: "Place Order").tap()
    let reports = await capturedReports {
      await harness.settle(until: { harness.texts.first == "Refunded" })
    }
    #expect(
      reports == [
        "settle(until:) returned without its condition holding: the tasks finished first. The "
          + "screen is as the last update left it (the harness's visibleTexts show it)."
      ])
    #expect(harness.texts.first == "Confirmed")
  }

  @Test(
    "a Task waiting for a publisher's next value is idle: settle() returns, the next value arrives")
  func taskWaitingForValuesIsIdle() async throws {
    let harness = ParentHarness { DraftEcho() }
    let reports = await capturedReports { await harness.settle(timeout: .milliseconds(200)) }
    #expect(reports.isEmpty)
    try harness.find(textField: "Draft").setInput("hi")
    await harness.settle()
    #expect(harness.texts.contains("echo hi"))
  }

  @Test(
    "settle(quietFor:) leaves a .task looping over a stream running, once nothing has happened")
  func quietSettleLeavesAStreamLoopRunning() async {
    let (updates, continuation) = AsyncStream.makeStream(of: Int.self)
    let harness = ParentHarness { StreamTotal(updates: updates) }
    continuation.yield(2)
    continuation.yield(3)
    let started = ContinuousClock.now
    let reports = await capturedReports {
      await harness.settle(quietFor: .milliseconds(100), timeout: .seconds(180))
    }
    #expect(reports.isEmpty)
    // Below the timeout: the main actor is shared with every other test of the run (the
    // generative ones hold it for seconds), so the wait measured here includes theirs — about a
    // minute in a full run on two cores, past 110 s when the machine is busy with more.
    #expect(ContinuousClock.now - started < .seconds(160), "it did not wait for the timeout")
    #expect(harness.texts == ["total 5"])
    continuation.yield(10)
    await harness.settle(quietFor: .milliseconds(100))
    #expect(harness.texts == ["total 15"])
    continuation.finish()
    await harness.settle()
  }

  @Test("settle(quietFor:) still reports tasks that keep changing things past the timeout")
  func quietSettleReportsBusyTasks() async throws {
    let harness = ParentHarness { BusyTicker() }
    let reports = await capturedReports {
      await harness.settle(quietFor: .seconds(1), timeout: .seconds(2))
    }
    #expect(
      reports.count == 1
        && reports[0].hasPrefix("settle() waited 2.0 seconds and 1 task(s) are still running"))
    #expect(harness.texts != ["ticks 0"])
  }

  @Test("settle() waits for a Task that a .task's body started and did not wait for")
  func settleWaitsForTaskStartedInTask() async {
    let harness = ParentHarness { HandOffLoader() }
    await harness.settle()
    #expect(harness.texts == ["loaded"])
  }

  @Test("settle() waits for a Task that a .refreshable action started")
  func settleWaitsForTaskStartedByRefresh() async throws {
    let harness = ParentHarness { HandOffRefresh() }
    try await harness.find(text: "version 1").refresh()
    await harness.settle()
    #expect(harness.texts == ["version 2"])
  }

  @Test(
    "settle() stops a loop of restarts (a new .task id, or a Task re-creating its view) and says so",
    arguments: [false, true])
  func settleStopsRestartLoops(reappearing: Bool) async {
    let harness =
      reappearing
      ? ParentHarness { AnyView(ReappearingLoader()) } : ParentHarness { AnyView(FreshIDTask()) }
    let settleLine = #line + 1
    let reports = await capturedReports { await harness.settle(timeout: .seconds(180)) }
    // The report says what stopped it: the loop, not the timeout (whose report differs). The
    // wall clock does not tell: under the thread sanitizer, with the fuzz tests holding the main
    // actor, even the loop's 2,000 updates took 100 s.
    let running =
      reappearing
      ? "Task { } started by the harness call at SpawnedTaskTests.swift:\(settleLine)"
      : ".task in FreshIDTask"
    #expect(
      reports == [
        "settle() stopped: updates kept starting tasks: 2001 started again since it began "
          + "(running now: \(running)). Each task's change causes an update that starts "
          + "another: an update loop, in SwiftUI too (a .task(id:) whose id is new at every "
          + "update, or a Task started on appear by a view that its change re-creates)."
      ])
  }
}
