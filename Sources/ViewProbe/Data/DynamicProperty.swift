/// A stored property of a view that the graph updates before each `body` evaluation.
///
/// `State` and `Environment` are dynamic properties. Your own structs that conform and hold dynamic
/// properties are searched too, so a custom wrapper built from `@State` keeps its storage exactly
/// like a `@State` declared on the view itself.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated. The default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing; ViewProbe installs the properties it knows before each body evaluation.
  public mutating func update() {}
}

/// A property wrapper the graph knows how to connect to a node.
///
/// Every member has a neutral default, so each wrapper implements only what it means.
protocol GraphProperty {
  /// Connects this property (in the node's current view value) to the node. Returns `false`
  /// when the property's box already belongs to another identity: the same view value is shown
  /// twice, or stored content is shown again after its first identity left.
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool

  /// This property with a box of its own, starting from the same initial value (or source), for
  /// an identity that found the box already bound to another one. Properties without a box return
  /// themselves.
  @MainActor func withOwnBox() -> Self

  /// Whether two values of this property count as equal when deciding to skip a child's body.
  static func graphEqual(_ lhs: Self, _ rhs: Self) -> Bool

  /// Whether this property holds `@State` storage (numbered by the layout).
  static var holdsState: Bool { get }

  /// Whether this property carries an initial value that no identity took (a `@State` of a new
  /// view value that the graph did not take, A03).
  @MainActor var hasUnusedInitialValue: Bool { get }

  /// The object this property holds now, for `installedModel()` / `installedStore()`.
  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject?

  /// Whether this property reads the environment at all.
  static var readsEnvironment: Bool { get }

  /// Whether a change of environment changes what this property reads (D03).
  func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool

  /// The `ObservableObject` this property holds now: its `objectWillChange` re-renders the node
  /// (G01).
  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)?

  /// The environment key (or object type) this property reads, for render causes.
  var environmentKey: String? { get }

  /// SwiftUI's message when this property needs an environment object that is missing (D06).
  func missingEnvironmentObject(in environment: EnvironmentValues) -> String?

  /// A one-line description of the property's current content, for the tree dump.
  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String
}

extension GraphProperty {
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool { true }
  @MainActor func withOwnBox() -> Self { self }
  static func graphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
  static var holdsState: Bool { false }
  @MainActor var hasUnusedInitialValue: Bool { false }
  static var readsEnvironment: Bool { false }
  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? { nil }
  func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    false
  }
  func missingEnvironmentObject(in environment: EnvironmentValues) -> String? { nil }
  var environmentKey: String? { nil }
  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)? {
    nil
  }
}

extension GraphProperty {
  /// Gives the property at `pointer`, if its box belongs to another identity, a box of its own
  /// for `node` (see `withOwnBox()`), and installs it.
  @MainActor static func adopt(
    at pointer: UnsafeMutableRawPointer, in node: ViewNode, stateIndex: Int
  ) {
    let field = pointer.assumingMemoryBound(to: Self.self)
    guard !field.pointee.install(in: node, stateIndex: stateIndex) else { return }
    field.pointee = field.pointee.withOwnBox()
    _ = field.pointee.install(in: node, stateIndex: stateIndex)
  }
}
