import Testing
import ViewProbe

struct KeyA: EnvironmentKey { static let defaultValue = "a" }
struct KeyB: EnvironmentKey { static let defaultValue = "b" }

/// An `@Entry`-style key: the default is computed, so each read makes a new object (D08).
struct FreshStoreKey: EnvironmentKey {
  static var defaultValue: Book { Book(title: "default") }
}

/// A closure in the environment (D04).
struct OpenActionKey: EnvironmentKey {
  static var defaultValue: @Sendable () -> Void { {} }
}

/// A closure wrapped in an `Equatable` value with a stable id: the D04 fix.
struct OpenAction: Equatable, Sendable {
  let id: String
  let perform: @Sendable () -> Void
  static func == (lhs: OpenAction, rhs: OpenAction) -> Bool { lhs.id == rhs.id }
}

struct EquatableOpenKey: EnvironmentKey {
  static let defaultValue = OpenAction(id: "none") {}
}

extension EnvironmentValues {
  var keyA: String {
    get { self[KeyA.self] }
    set { self[KeyA.self] = newValue }
  }
  var keyB: String {
    get { self[KeyB.self] }
    set { self[KeyB.self] = newValue }
  }
  var freshStore: Book {
    get { self[FreshStoreKey.self] }
    set { self[FreshStoreKey.self] = newValue }
  }
  var onOpen: @Sendable () -> Void {
    get { self[OpenActionKey.self] }
    set { self[OpenActionKey.self] = newValue }
  }
  var open: OpenAction {
    get { self[EquatableOpenKey.self] }
    set { self[EquatableOpenKey.self] = newValue }
  }
}

@MainActor
@Suite(
  "Environment invariants (D01, D03, D04, D07, D08)", .viewProbe, .tags(.invariant, .environment))
struct EnvironmentInvariantTests {
  @Test("D01 under 2,000 stacked .environment layers the nearest value wins, per key")
  func d01_nearestWinsUnderADeepChain() throws {
    let harness = ParentHarness { LayeredKeys() }
    #expect(harness.texts == ["rename", "a = a1, b = b2000"])
    try harness.find(button: "rename").tap()
    #expect(harness.texts == ["rename", "a = a2, b = b2000"])
    #expect(harness.bodyCount(of: LayeredKeysReader.self) == 2)
  }

  @Test("D03 a reader re-renders only when its own key's value changes, compared by value")
  func d03_perKeyValueComparison() throws {
    let harness = ParentHarness { KeyWriter() }
    try harness.find(button: "change b").tap()
    #expect(harness.bodyCount(of: KeyAReader.self) == 1)
    try harness.find(button: "same a").tap()
    #expect(harness.bodyCount(of: KeyAReader.self) == 1)
    try harness.find(button: "change a").tap()
    #expect(harness.bodyCount(of: KeyAReader.self) == 2)
    #expect(harness.texts.contains("a = a2"))
  }

  @Test("D03 a change above a subtree whose views skip reaches the readers inside it, and no other")
  func d03_changeReachesReadersThroughSkippingViews() throws {
    let harness = ParentHarness { ScopeHolder() }
    #expect(harness.texts.suffix(2) == ["a = a1", "a = a1!"])
    try harness.find(button: "change a").tap()
    #expect(harness.texts.suffix(2) == ["a = a2", "a = a2!"])
    #expect(harness.bodyCount(of: ScopeMiddle.self) == 1)
    #expect(harness.bodyCount(of: PlainScopeRow.self) == 50)
    #expect(harness.bodyCount(of: KeyAReader.self) == 4)
    // A reader that appears after the change reads the current value.
    try harness.find(button: "show late reader").tap()
    #expect(harness.texts.suffix(3) == ["a = a2", "a = a2!", "a = a2"])
    try harness.find(button: "change a").tap()
    #expect(harness.texts.suffix(3) == ["a = a3", "a = a3!", "a = a3"])
    #expect(harness.bodyCount(of: PlainScopeRow.self) == 50)
  }

  @Test("D01 a modifier that starts or stops changing a value re-scopes its subtree correctly")
  func d01_modifierThatStartsChangingTheEnvironment() throws {
    let harness = ParentHarness { ConditionalTransform() }
    #expect(harness.texts.last == "a = a")
    try harness.find(button: "toggle").tap()
    #expect(harness.texts.last == "a = changed")
    try harness.find(button: "toggle").tap()
    #expect(harness.texts.last == "a = a")
    try harness.find(button: "toggle").tap()
    #expect(harness.texts.last == "a = changed")
    #expect(harness.bodyCount(of: ScopeMiddleWrapper.self) == 1)
  }

  @Test("D01 one reader value shown under two .environment values: each reads its own side")
  func d01_valueShownTwiceUnderTwoEnvironments() throws {
    let harness = ParentHarness { TwoSidedEnvironment() }
    #expect(harness.texts == ["change left", "hide", "a = L1", "a = R"])
    try harness.find(button: "change left").tap()
    #expect(harness.texts == ["change left", "hide", "a = L2", "a = R"])
    #expect(harness.bodyCount(of: KeyAReader.self) == 3)
    // Shown again after leaving, the stored value reads the environment it is shown in now.
    try harness.find(button: "hide").tap()
    try harness.find(button: "change left").tap()
    try harness.find(button: "hide").tap()
    #expect(harness.texts == ["change left", "hide", "a = L3", "a = R"])
  }

  @Test(
    "D03 a modifier that starts changing a value 5,000 views above its reader re-scopes them all")
  func d03_reScopingADeepTree() throws {
    let harness = ParentHarness { DeepConditionalTransform() }
    #expect(harness.texts.last == "a = a")
    try harness.find(button: "toggle").tap()
    #expect(harness.texts.last == "a = changed")
    #expect(harness.bodyCount(of: KeyAReader.self) == 2)
    #expect(harness.bodyCount(of: PlainLevel.self) == 5_001)
  }

  @Test("D04 a closure in the environment re-renders every reader on each parent update")
  func d04_closuresAlwaysDiffer() throws {
    let harness = ParentHarness { ClosureProvider() }
    try harness.find(button: "hover").tap()
    try harness.find(button: "hover").tap()
    #expect(harness.bodyCount(of: ClosureReader.self) == 3)
    #expect(harness.bodyCount(of: EquatableActionReader.self) == 1)
  }

  @Test("D07 reading the environment outside an installed view gives the default and warns")
  func d07_readingOutsideInstalledView() {
    let harness = ParentHarness { InitEnvironmentReader() }
    #expect(harness.texts == ["seen in init: light"])
    #expect(
      harness.warnings == [
        "Accessing Environment<ColorScheme>'s value outside of being installed on a View. This "
          + "will always read the default value and will not update."
      ])
  }

  @Test("D08 decision: an @Entry-style computed default is re-evaluated on every read")
  func d08_computedDefaultPerRead() {
    let harness = ParentHarness { FreshStoreReader() }
    #expect(harness.texts == ["two reads gave different objects"])
    let provided = Book(title: "provided")
    let withProvider = ParentHarness { FreshStoreReader().environment(\.freshStore, provided) }
    #expect(withProvider.texts == ["two reads gave the same object"])
  }
}

// MARK: - Views for these tests

/// Changes `\.keyA` above a view that never re-renders.
struct ScopeHolder: View {
  @State private var a = "a1"
  @State private var lateReader = false

  var body: some View {
    VStack {
      Button("change a") { a = "a\(Int(a.dropFirst())! + 1)" }
      Button("show late reader") { lateReader = true }
      ScopeMiddle(lateReader: lateReader)
    }
    .environment(\.keyA, a)
  }
}

/// Fifty rows that read nothing, a reader deep inside, and a reader under a transform.
struct ScopeMiddle: View {
  let lateReader: Bool

  var body: some View {
    VStack {
      ForEach(0..<50, id: \.self) { PlainScopeRow(index: $0) }
      Group { VStack { KeyAReader() } }
      KeyAReader().transformEnvironment(\.keyA) { $0 += "!" }
      if lateReader { KeyAReader() }
    }
  }
}

struct PlainScopeRow: View {
  let index: Int
  var body: some View { Text("row \(index)") }
}

/// A transform that changes `\.keyA` only while `changing` is on.
struct ConditionalTransform: View {
  @State private var changing = false

  var body: some View {
    VStack {
      Button("toggle") { changing.toggle() }
      ScopeMiddleWrapper()
        .transformEnvironment(\.keyA) { value in
          if changing { value = "changed" }
        }
    }
  }
}

/// The same stored reader value shown twice, under different values of `\.keyA`.
struct TwoSidedEnvironment: View {
  let reader = KeyAReader()
  @State private var left = 1
  @State private var shown = true

  var body: some View {
    VStack {
      Button("change left") { left += 1 }
      Button("hide") { shown.toggle() }
      if shown { reader.environment(\.keyA, "L\(left)") }
      reader.environment(\.keyA, "R")
    }
  }
}

/// A transform that starts changing `\.keyA` above 5,000 views that read nothing, and a reader.
struct DeepConditionalTransform: View {
  @State private var changing = false

  var body: some View {
    VStack {
      Button("toggle") { changing.toggle() }
      PlainLevel(depth: 5_000)
        .transformEnvironment(\.keyA) { value in
          if changing { value = "changed" }
        }
    }
  }
}

struct PlainLevel: View {
  let depth: Int
  var body: some View {
    if depth == 0 {
      AnyView(KeyAReader())
    } else {
      AnyView(PlainLevel(depth: depth - 1))
    }
  }
}

struct ScopeMiddleWrapper: View {
  var body: some View { VStack { Group { KeyAReader() } } }
}

/// `\.keyA` set once at the top, `\.keyB` set again at each of 2,000 levels below it.
struct LayeredKeys: View {
  @State private var a = "a1"
  var body: some View {
    VStack {
      Button("rename") { a = "a2" }
      KeyBLayers(level: 1).environment(\.keyA, a)
    }
  }
}

struct KeyBLayers: View {
  let level: Int
  var body: some View {
    if level > 2_000 {
      LayeredKeysReader()
    } else {
      AnyView(KeyBLayers(level: level + 1)).environment(\.keyB, "b\(level)")
    }
  }
}

struct LayeredKeysReader: View {
  @Environment(\.keyA) private var a
  @Environment(\.keyB) private var b
  var body: some View { Text("a = \(a), b = \(b)") }
}

struct KeyAReader: View {
  @Environment(\.keyA) private var a
  var body: some View { Text("a = \(a)") }
}

struct KeyWriter: View {
  @State private var a = "a1"
  @State private var b = "b1"
  var body: some View {
    VStack {
      Button("change b") { b += "!" }
      Button("same a") { a = "a1" }
      Button("change a") { a = "a2" }
      Text("b = \(b)")
      KeyAReader()
        .environment(\.keyA, a)
        .environment(\.keyB, b)
    }
  }
}

struct ClosureReader: View {
  @Environment(\.onOpen) private var onOpen
  var body: some View { Text("closure reader") }
}

struct EquatableActionReader: View {
  @Environment(\.open) private var open
  var body: some View { Text("action \(open.id)") }
}

struct ClosureProvider: View {
  @State private var hover = 0
  var body: some View {
    VStack {
      Button("hover") { hover += 1 }
      Text("hover \(hover)")
      ClosureReader().environment(\.onOpen) {}
      EquatableActionReader().environment(\.open, OpenAction(id: "open") {})
    }
  }
}

struct InitEnvironmentReader: View {
  @Environment(\.colorScheme) private var colorScheme
  let seen: ColorScheme

  init() {
    seen = _colorScheme.wrappedValue
  }

  var body: some View { Text("seen in init: \(seen)") }
}

/// Reads its key twice in one body and says whether both reads gave the same object.
struct FreshStoreReader: View {
  @Environment(\.freshStore) private var store
  var body: some View {
    let first = store
    let second = store
    return Text("two reads gave \(first === second ? "the same object" : "different objects")")
  }
}
