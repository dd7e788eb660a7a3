/// Where a child sits among its parent's children: the structural part of its identity.
///
/// Together with the child's type and its parent's identity, the key decides whether a child in a
/// new body is the same view as before (its storage survives) or a new one (fresh storage).
enum ChildKey: Hashable, CustomStringConvertible {
  case body
  case content
  case label
  case header
  case footer
  case index(Int)
  case trueBranch
  case falseBranch
  case some
  case element(AnyHashable)
  case duplicateElement(AnyHashable, occurrence: Int)
  case explicit(AnyHashable)

  var description: String {
    switch self {
    case .body: return "body"
    case .content: return "content"
    case .label: return "label"
    case .header: return "header"
    case .footer: return "footer"
    case .index(let index): return "#\(index)"
    case .trueBranch: return "if-true"
    case .falseBranch: return "if-false"
    case .some: return "some"
    case .element(let id): return id.base is PathSlot ? "\(id.base)" : "id \(id.base)"
    case .duplicateElement(let id, let occurrence): return "id \(id.base) (duplicate \(occurrence))"
    case .explicit(let id): return ".id(\(id.base))"
    }
  }
}

/// A key travels with the Observation registrations of a row's content, which may fire on any
/// thread; it holds ids, which are values, and is never mutated.
extension ChildKey: @unchecked Sendable {}

/// The children a primitive view describes, with the environment each one receives.
@MainActor
struct ChildList {
  struct Entry {
    let key: ChildKey
    let view: any View
    let environment: EnvironmentValues
    /// Whether the child gets its parent's environment unchanged: it then shares the parent's
    /// scope (see `EnvironmentScope`).
    let inheritsEnvironment: Bool
    /// Replaces the field-by-field comparison of old and new value (`.equatable()`, E03).
    var isEqual: ((any View, any View) -> Bool)?
  }

  /// The environment of the view whose children these are; modifiers change it for their content.
  /// Reading or writing it makes the view depend on its environment: it is expanded again when
  /// the environment changes.
  var environment: EnvironmentValues {
    mutating get {
      readsEnvironment = true
      return current
    }
    set {
      readsEnvironment = true
      current = newValue
    }
  }
  /// The value of `key` in the environment children get, read without making the view depend on
  /// its environment: only for values that cannot change unless the view is expanded again
  /// anyway (whether an app's style is set above: only a change of the tree's structure adds or
  /// removes one).
  func peek<K: EnvironmentKey>(_ key: K.Type) -> K.Value { current[key] }
  /// The environment children get by default.
  private var current: EnvironmentValues
  /// The environment the view itself received.
  private let inherited: EnvironmentValues
  /// Whether the view read (or changed) its environment while describing its children.
  private(set) var readsEnvironment = false
  let node: ViewNode
  private(set) var entries: [Entry] = []
  /// Set by a primitive that knows its entries' keys are, in order, its node's current children's
  /// keys (a `ForEach` whose ids did not change): reconciling then compares no keys.
  var keysRepeatChildren = false

  init(environment: EnvironmentValues, node: ViewNode) {
    self.current = environment
    self.inherited = environment
    self.node = node
  }

  /// Adds a child with the list's environment, or with `environment` when given. With
  /// `ownsScope`, the child gets a scope of its own even when its environment is the parent's.
  mutating func append(
    _ view: any View, key: ChildKey, environment: EnvironmentValues? = nil,
    ownsScope: Bool = false, isEqual: ((any View, any View) -> Bool)? = nil
  ) {
    let given = environment ?? current
    entries.append(
      Entry(
        key: key, view: view, environment: given,
        inheritsEnvironment: !ownsScope && given.isIdentical(to: inherited), isEqual: isEqual))
  }

  /// Puts `view` in the place of the child at `index`, with its key and environment.
  mutating func replaceView(at index: Int, with view: any View) {
    let old = entries[index]
    entries[index] = Entry(
      key: old.key, view: view, environment: old.environment,
      inheritsEnvironment: old.inheritsEnvironment)
  }

  /// Makes room for `count` more children (a `ForEach` knows how many rows it adds).
  mutating func reserve(_ count: Int) {
    entries.reserveCapacity(entries.count + count)
  }

  /// Runs `action` after the current update pass, when state may be written (lifecycle actions).
  func schedule(_ action: @escaping @MainActor () -> Void) {
    node.graph.schedule(action)
  }

  /// Logs a runtime warning on behalf of the view being expanded.
  func warn(_ message: String) {
    node.graph.tracker.warn(message, path: node.path, node: node.id)
  }
}
