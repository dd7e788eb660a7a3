import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("The ObservableObject family (G01–G06)", .viewProbe, .tags(.invariant, .observation))
struct ObservableObjectTests {
  @Test("G01 any objectWillChange re-renders every observing view, whatever its body read")
  func g01_anyEmissionInvalidatesObservers() {
    let model = LegacyCounter()
    let harness = ParentHarness {
      VStack {
        CountObserver(model: model)
        PlainHolder(model: model)
      }
    }
    model.label = "renamed"  // CountObserver reads only `count`
    #expect(harness.bodyCount(of: CountObserver.self) == 2)
    #expect(harness.bodyCount(of: PlainHolder.self) == 1)  // a plain let subscribes to nothing
    model.objectWillChange.send()
    #expect(harness.bodyCount(of: CountObserver.self) == 3)
    #expect(
      harness.renderCauses(of: CountObserver.self).last?.causes.map(\.description) == [
        "model emitted objectWillChange"
      ])
  }

  @Test("G02 @StateObject creates its object once per identity; a new identity makes a new one")
  func g02_stateObjectOncePerIdentity() throws {
    let inits = Tally()
    let harness = ParentHarness {
      TickingParent { tick in OwnedCounterView(inits: inits).id(tick / 3) }
    }
    try harness.find(button: "bump owned").tap()
    let tick = try harness.find(button: "tick")
    tick.tap()
    tick.tap()
    #expect(inits.count == 1)
    #expect(harness.texts.contains("owned 1"))
    tick.tap()  // tick 3: a new .id, a new identity
    #expect(inits.count == 2)
    #expect(harness.texts.contains("owned 0"))
  }

  @Test("G02 the Day 11 migration gotcha: @State evaluates the initializer for every view value")
  func g02_stateMigrationEvaluatesPerViewValue() throws {
    let stateObjectInits = Tally()
    let stateInits = Tally()
    let harness = ParentHarness(profile: .xcode26) {
      TickingParent { _ in
        OwnedCounterView(inits: stateObjectInits)
        MigratedCounterView(inits: stateInits)
      }
    }
    let tick = try harness.find(button: "tick")
    for _ in 0..<3 { tick.tap() }
    #expect(stateObjectInits.count == 1)
    #expect(stateInits.count == 4)
  }

  @Test("G03 an inline @ObservedObject default is recreated with every view value")
  func g03_observedObjectInlineDefaultIsRecreated() throws {
    let harness = ParentHarness { TickingParent { _ in InlineObservedCounter() } }
    try harness.find(button: "increment").tap()
    #expect(harness.texts.contains("count 1"))
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("count 0"))
  }

  @Test(
    "G04 StateObject(wrappedValue:) in init: only the first call counts, a local is thrown away")
  func g04_stateObjectInInit() throws {
    let inline = Tally()
    let local = Tally()
    let harness = ParentHarness {
      TickingParent { tick in
        InitOwnedCounter(id: tick, inits: inline)
        LocalOwnedCounter(id: tick, inits: local)
      }
    }
    let tick = try harness.find(button: "tick")
    tick.tap()
    tick.tap()
    #expect(harness.texts.contains("inline id 0"))
    #expect(harness.texts.contains("local id 0"))
    #expect(inline.count == 1)
    #expect(local.count == 3)
  }

  @Test("G05 a missing @EnvironmentObject: the body is not run and SwiftUI's message is recorded")
  func g05_missingEnvironmentObject() {
    let message =
      "No ObservableObject of type LegacyCounter found. A View.environmentObject(_:) for "
      + "LegacyCounter may be missing as an ancestor of this view."
    expectIssue(startingWith: message) {
      let harness = ParentHarness { EnvironmentCounter() }
      #expect(harness.bodyCount(of: EnvironmentCounter.self) == 0)
      #expect(harness.warnings == [message])
    }
    let model = LegacyCounter()
    let harness = ParentHarness { EnvironmentCounter().environmentObject(model) }
    model.count = 4
    #expect(harness.texts == ["env 4"])
  }

  @Test("G01 an @ObservedObject handed another object observes it alone from then on")
  func g01_replacedObservedObjectIsLetGo() throws {
    try expectFollowsTheNewObject(reader: CountObserver.self, showing: "count") {
      CountObserver(model: $0)
    }
  }

  @Test("G01 another object from .environmentObject re-renders its readers, which observe it alone")
  func g01_replacedEnvironmentObjectReRendersAndIsLetGo() throws {
    try expectFollowsTheNewObject(reader: EnvironmentCounter.self, showing: "env") {
      EnvironmentCounter().environmentObject($0)
    }
  }

  /// Shows `content` with one object, then with another: the reader shows the new one, and only
  /// the new one's changes re-render it.
  private func expectFollowsTheNewObject<Reader: View, Content: View>(
    reader: Reader.Type, showing prefix: String,
    @ViewBuilder content: @escaping (LegacyCounter) -> Content
  ) throws {
    let (first, second) = (LegacyCounter(id: 1), LegacyCounter(id: 2))
    first.count = 5
    let harness = ParentHarness { ObjectSwitcher(first: first, second: second, content: content) }
    #expect(harness.texts.first == "\(prefix) 5")
    try harness.find(button: "switch").tap()
    #expect(harness.texts.first == "\(prefix) 0")
    let before = harness.bodyCount(of: Reader.self)
    first.count = 9
    #expect(harness.bodyCount(of: Reader.self) == before, "the object it let go")
    second.count = 3
    #expect(harness.texts.first == "\(prefix) 3")
    #expect(harness.bodyCount(of: Reader.self) == before + 1)
  }

  @Test("G06 @Published emits before the value changes, equal values included")
  func g06_publishedWillSetTiming() {
    let model = LegacyCounter()
    let seen = RecordedValues()
    let subscription = model.objectWillChange.sink { [model] in seen.append(model.count) }
    model.count = 1
    model.count = 1
    #expect(seen.values == [0, 1])
    var projected: [Int] = []
    let values = model.$count.sink { projected.append($0) }
    model.count = 2
    #expect(projected == [1, 2])
    #expect(model.count == 2)
    _ = (subscription, values)
  }

  @Test("G01 a @Published written off the main thread: re-render, warning, onReceive on main")
  func g01_publishingFromAnotherThread() async {
    let model = FeedModel()
    let harness = ParentHarness { FeedView(model: model) }
    await model.loadOnAnotherThread(7)
    #expect(harness.texts == ["count 7", "received 7", "on main true"])
    harness.expectWarning(
      "Publishing changes from background threads is not allowed; make sure to publish values "
        + "from the main thread (via operators like receive(on:)) on model updates.")
    #expect(harness.runtimeWarnings.map(\.path) == ["FeedView"])
    model.count = 8  // on the main thread: delivered at once, no new warning
    #expect(harness.texts == ["count 8", "received 8", "on main true"])
    #expect(harness.runtimeWarnings.count == 1)
  }

  @Test("G01 a @Published written during a body: SwiftUI's warning, no re-render, no loop")
  func g01_publishingDuringAnUpdate() {
    let model = FeedModel()
    let harness = ParentHarness { CountingBody(model: model) }
    #expect(harness.texts == ["count 1"])
    #expect(harness.bodyCount(of: CountingBody.self) == 1)
    #expect(harness.runtimeWarnings.map(\.path) == ["CountingBody"])
    model.count = 10  // outside an update: observers re-render as usual, and write again
    #expect(harness.bodyCount(of: CountingBody.self) == 2)
    #expect(harness.texts == ["count 11"])
    #expect(harness.runtimeWarnings.map(\.occurrences) == [2], "one view's warning, logged twice")
    harness.expectWarning(
      "Publishing changes from within view updates is not allowed, this will cause undefined "
        + "behavior.")
  }

  @Test("G01 bindings from $model write the object and re-render its observers")
  func g01_bindingsWriteThroughTheObject() throws {
    let harness = ParentHarness { StepperOwner() }
    try harness.find(stepper: "count").increment()
    let model = try #require(harness.installedStore() as? LegacyCounter)
    #expect(model.count == 1)
    #expect(harness.texts.contains("count 1"))
  }

  @Test("B02 a child given $model.label, or an environment binding to it, shows each new value")
  func b02_bindingsToPublishedAreNeverStale() throws {
    let harness = ParentHarness { LabelOwner() }
    try harness.find(button: "rename").tap()
    #expect(harness.texts == ["child counter!", "environment counter!", "rename", "count"])
    try harness.find(button: "count").tap()  // the label is unchanged: its readers skip
    #expect(harness.bodyCount(of: PublishedLabelChild.self) == 2)
    #expect(harness.bodyCount(of: LabelEnvironmentReader.self) == 2)
  }
}

// MARK: - Models and views for these tests

/// A model whose loader writes from another thread, as a network callback does.
final class FeedModel: ObservableObject, @unchecked Sendable {
  @Published var count = 0

  func loadOnAnotherThread(_ value: Int) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        self.count = value
        done.resume()
      }
    }
  }
}

/// A view whose body writes its model: the mistake the warning is about.
struct CountingBody: View {
  @ObservedObject var model: FeedModel

  var body: some View {
    model.count += 1
    return Text("count \(model.count)")
  }
}

struct FeedView: View {
  @ObservedObject var model: FeedModel
  @State private var received = 0
  @State private var onMain = true

  var body: some View {
    VStack {
      Text("count \(model.count)")
      Text("received \(received)")
      Text("on main \(onMain)")
    }
    .onReceive(model.$count) { value in
      received = value
      onMain = onMain && MainActorProbe.isMainQueue
    }
  }
}

final class LegacyCounter: ObservableObject {
  @Published var count = 0
  @Published var label = "counter"
  let id: Int

  init(id: Int = 0, inits: Tally? = nil) {
    self.id = id
    inits?.count += 1
  }
}

final class RecordedValues: @unchecked Sendable {
  private(set) var values: [Int] = []
  func append(_ value: Int) { values.append(value) }
}

struct CountObserver: View {
  @ObservedObject var model: LegacyCounter
  var body: some View { Text("count \(model.count)") }
}

struct PlainHolder: View {
  let model: LegacyCounter
  var body: some View { Text("plain") }
}

struct OwnedCounterView: View {
  let inits: Tally
  @StateObject private var model: LegacyCounter

  init(inits: Tally) {
    self.inits = inits
    _model = StateObject(wrappedValue: LegacyCounter(inits: inits))
  }

  var body: some View {
    VStack {
      Text("owned \(model.count)")
      Button("bump owned") { model.count += 1 }
    }
  }
}

struct MigratedCounterView: View {
  let inits: Tally
  @State private var model: LegacyCounter

  init(inits: Tally) {
    self.inits = inits
    _model = State(wrappedValue: LegacyCounter(inits: inits))
  }

  var body: some View { Text("migrated \(model.count)") }
}

struct InlineObservedCounter: View {
  @ObservedObject var model = LegacyCounter()

  var body: some View {
    VStack {
      Text("count \(model.count)")
      Button("increment") { model.count += 1 }
    }
  }
}

struct InitOwnedCounter: View {
  @StateObject private var model: LegacyCounter

  init(id: Int, inits: Tally) {
    _model = StateObject(wrappedValue: LegacyCounter(id: id, inits: inits))
  }

  var body: some View { Text("inline id \(model.id)") }
}

struct LocalOwnedCounter: View {
  @StateObject private var model: LegacyCounter

  init(id: Int, inits: Tally) {
    let made = LegacyCounter(id: id, inits: inits)
    _model = StateObject(wrappedValue: made)
  }

  var body: some View { Text("local id \(model.id)") }
}

/// Shows `content` with one object, then, after "switch", with the other.
private struct ObjectSwitcher<Content: View>: View {
  let first: LegacyCounter
  let second: LegacyCounter
  @ViewBuilder let content: (LegacyCounter) -> Content
  @State private var showsSecond = false

  var body: some View {
    VStack {
      content(showsSecond ? second : first)
      Button("switch") { showsSecond = true }
    }
  }
}

struct EnvironmentCounter: View {
  @EnvironmentObject var model: LegacyCounter
  var body: some View { Text("env \(model.count)") }
}

struct StepperOwner: View {
  @StateObject private var model = LegacyCounter()

  var body: some View {
    VStack {
      Text("count \(model.count)")
      Stepper("count", value: $model.count)
    }
  }
}

/// Whether code runs on the main queue (the main actor's executor), for a test to check where an
/// action ran. `Thread.isMainThread` cannot tell under Swift Testing on Linux.
enum MainActorProbe {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isMainQueue: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}

private struct PublishedLabelChild: View {
  @Binding var label: String
  var body: some View { Text("child \(label)") }
}

private struct LabelEnvironmentReader: View {
  @Environment(\.labelBinding) private var label
  var body: some View { Text("environment \(label?.wrappedValue ?? "none")") }
}

private struct LabelBindingKey: EnvironmentKey {
  static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
  fileprivate var labelBinding: Binding<String>? {
    get { self[LabelBindingKey.self] }
    set { self[LabelBindingKey.self] = newValue }
  }
}

/// Passes bindings to its model's label down: as a `@Binding` and through the environment.
private struct LabelOwner: View {
  @StateObject private var model = LegacyCounter()

  var body: some View {
    VStack {
      PublishedLabelChild(label: $model.label)
      LabelEnvironmentReader().environment(\.labelBinding, $model.label)
      Button("rename") { model.label += "!" }
      Button("count") { model.count += 1 }
    }
  }
}
