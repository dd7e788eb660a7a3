import Foundation
import Testing
import ViewProbe

/// `onReceive` subscribes to the publisher its latest update gave it: the same publisher keeps its
/// subscription, another one (a replaced model, a timer made again) is subscribed in its place.
@MainActor
@Suite("onReceive follows its publisher", .viewProbe)
struct ReceiveSubscriptionTests {
  @Test("G01 a replaced model's publisher is subscribed; the old model is no longer heard")
  func g01_replacedModelIsSubscribed() throws {
    let models = ModelLog()
    let harness = ParentHarness { ReplaceableFeed(models: models) }
    #expect(harness.texts == ["received 0", "replace"])
    try harness.find(button: "replace").tap()
    let (old, new) = try #require(models.firstAndLast)
    #expect(old !== new)
    #expect(harness.texts == ["received 10", "replace"], "the new model sends its value at once")
    old.count = 99
    #expect(harness.texts == ["received 10", "replace"], "the old model is no longer heard")
    new.count = 11
    #expect(harness.texts == ["received 11", "replace"])
  }

  @Test("E02 the same model's publisher read again on each update keeps one subscription")
  func e02_samePublisherKeepsItsSubscription() throws {
    let runs = ActionRuns()
    let model = FeedModel()
    let harness = ParentHarness { ReceivingLabel(model: model, runs: runs, onTap: {}) }
    // The label holds a closure, so every parent update runs its body and reads `$count` again.
    harness.reRender()
    harness.reRender()
    #expect(harness.bodyCount(of: ReceivingLabel.self) == 3)
    #expect(runs.values == [0], "subscribed once: its current value arrived once")
    model.count = 4
    #expect(runs.values == [0, 4], "and each new value arrives once")
  }

  @Test("G06 a value set while the first one is delivered reaches the subscriber too")
  func g06_valueSetDuringTheFirstDeliveryArrives() {
    let model = EchoModel()
    let harness = ParentHarness { EchoView(model: model, limit: 3) }
    // 0 arrives, the action sets 1 (before 0's write ends), which arrives, and so on up to 3.
    #expect(model.seen == [0, 1, 2, 3])
    // Each inner write lands first, then the outer ones: @Published stores after it publishes.
    #expect(harness.texts == ["value 1"])
  }

  @Test("an action that makes its publisher send again without end is cut and recorded")
  func endlessRedeliveryIsCut() {
    let model = EchoModel()
    let reports = capturedReports {
      _ = ParentHarness { EchoView(model: model, limit: .max) }
    }
    #expect(
      reports == [
        "onReceive at EchoView: its action made its publisher send again, 64 deliveries deep, "
          + "without end; SwiftUI would recurse until the stack overflows. ViewProbe stopped "
          + "delivering there."
      ])
    #expect(model.seen.count == 64)
  }

  @Test("E01 a timer a view makes in its initializer starts again when its parent updates it")
  func e01_timerMadeAgainStartsAgain() throws {
    let harness = ParentHarness { TimerParent() }
    harness.advanceTime(by: 0.5)
    try harness.find(button: "rename").tap()  // the parent's body makes a new TickingLabel
    harness.advanceTime(by: 0.6)
    #expect(harness.texts.contains("own ticks 0"), "its new timer started at 0.5 s")
    #expect(harness.texts.contains("shared ticks 1"), "the parent's own timer kept its schedule")
    harness.advanceTime(by: 0.4)
    #expect(harness.texts.contains("own ticks 1"))
  }
}

/// Every model a `ReplaceableFeed` made, oldest first.
private final class ModelLog {
  var made: [FeedModel] = []
  var firstAndLast: (FeedModel, FeedModel)? {
    guard let first = made.first, let last = made.last else { return nil }
    return (first, last)
  }
}

/// The values an `onReceive` action was run with.
private final class ActionRuns {
  var values: [Int] = []
}

private struct ReplaceableFeed: View {
  let models: ModelLog
  @State private var model: FeedModel
  @State private var received = -1

  init(models: ModelLog) {
    self.models = models
    let first = FeedModel()
    models.made.append(first)
    _model = State(initialValue: first)
  }

  var body: some View {
    VStack {
      Text("received \(received)")
      Button("replace") {
        let next = FeedModel()
        next.count = 10
        models.made.append(next)
        model = next
      }
    }
    .onReceive(model.$count) { received = $0 }
  }
}

private struct ReceivingLabel: View {
  let model: FeedModel
  let runs: ActionRuns
  let onTap: () -> Void

  var body: some View {
    Text("label").onReceive(model.$count) { runs.values.append($0) }
  }
}

private struct TimerParent: View {
  @State private var title = "a"
  let shared = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      TickingLabel(title: title)
      SharedTicks(timer: shared)
      Button("rename") { title += "a" }
    }
  }
}

/// Makes its own timer each time its parent makes it.
private struct TickingLabel: View {
  let title: String
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    Text("own ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
  }
}

/// Receives a timer its parent keeps.
private struct SharedTicks: View {
  let timer: Publishers.Autoconnect<Timer.TimerPublisher>
  @State private var ticks = 0

  var body: some View {
    Text("shared ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
  }
}

/// A model whose view's action writes the value it was sent, plus one.
private final class EchoModel: ObservableObject {
  @Published var value = 0
  var seen: [Int] = []
}

private struct EchoView: View {
  @ObservedObject var model: EchoModel
  let limit: Int

  var body: some View {
    Text("value \(model.value)")
      .onReceive(model.$value) { value in
        model.seen.append(value)
        if value < limit { model.value = value + 1 }
      }
  }
}
