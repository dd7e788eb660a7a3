/// A value that views below pass up to their ancestors (H09).
public protocol PreferenceKey {
  /// The value's type.
  associatedtype Value
  /// The value of a subtree that sets none.
  static var defaultValue: Value { get }
  /// Combines the values of a subtree, in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: sets a value for the ancestors' `onPreferenceChange`.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let value: Key.Value
}

extension _PreferenceWritingModifier: PassThroughModifier, PlainExpansion {}

/// `.onPreferenceChange(_:perform:)`: after an update, runs the action when the combined value of
/// the subtree changed (and after the first update when it differs from the default).
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier
where Key.Value: Equatable {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let action: (Key.Value) -> Void
}

extension _PreferenceActionModifier: PrimitiveModifier, PlainExpansion {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record = node.primitiveState as? PreferenceRecord<Key> ?? PreferenceRecord<Key>()
    record.action = action
    node.primitiveState = record
    node.graph.preferenceObservers.insert(node.id)
    children.append(content, key: .content)
  }
}

/// What a modifier does to a key's value: sets a value, changes the value its content's subtree
/// passes up, or presents content (a sheet, a cover, a popover) whose values stay in the
/// presentation, a hierarchy of its own, and do not reach the presenter's ancestors.
enum PreferenceEffect {
  case write(Any)
  case transform((inout Any) -> Void)
  case presents
}

/// Lets the graph find what a view's preference modifier does, without knowing the key's type.
@MainActor
protocol PreferenceModifying {
  func preferenceEffect(for key: ObjectIdentifier) -> PreferenceEffect?
}

extension ModifiedContent: PreferenceModifying where Content: View, Modifier: ViewModifier {
  func preferenceEffect(for key: ObjectIdentifier) -> PreferenceEffect? {
    if let carrier = modifier as? any PreferenceEffectCarrying {
      return carrier.keyID == key ? carrier.effect : nil
    }
    if let presenting = modifier as? any Presenting, !presenting.coversOnlyItsStack {
      return .presents
    }
    return nil
  }
}

/// A `.preference` or `.transformPreference` modifier, seen without its key's type.
@MainActor
protocol PreferenceEffectCarrying {
  var keyID: ObjectIdentifier { get }
  var effect: PreferenceEffect { get }
}

extension _PreferenceWritingModifier: PreferenceEffectCarrying {
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }
  var effect: PreferenceEffect { .write(value) }
}

/// What an `onPreferenceChange` saw last.
@MainActor
final class PreferenceRecord<Key: PreferenceKey>: PreferenceObserving where Key.Value: Equatable {
  var action: ((Key.Value) -> Void)?
  var last: Key.Value?
  private var runs = RunsPerUpdate()

  /// Combines the subtree's values; schedules the action if the result changed.
  func check(_ node: ViewNode) -> Bool {
    let value = combinedPreference(Key.self, of: node.children)
    // Before the first check the subtree counts as unset: a first value other than the default
    // is a change, the default is not.
    let previous = last ?? Key.defaultValue
    last = value
    guard value != previous, let action else {
      return false
    }
    let graph = node.graph
    let runsInFrame = runs.count(in: graph.frame)
    graph.preferenceActionsThisFlush += 1
    if graph.isTracingLoop && graph.loopPreferenceActions.count < 8 {
      graph.loopPreferenceActions.append((Key.self, node))
    }
    if runsInFrame == 2 {
      graph.tracker.warn(
        SwiftUIMessage.boundPreferenceMultipleUpdates(named: _typeName(Key.self, qualified: false)),
        path: node.declaringView.path, node: node.id)
    }
    graph.schedule { action(value) }
    return true
  }
}

/// The value of `Key` that the subtrees of `roots` set, combined in tree order: each
/// `.preference` writer's value, and each `.transformPreference` applied to its own subtree's
/// combined value; presented content is not looked into. Walked without recursion, as trees can be
/// thousands of views deep.
@MainActor
func combinedPreference<Key: PreferenceKey>(_ key: Key.Type, of roots: [ViewNode]) -> Key.Value {
  let keyID = ObjectIdentifier(Key.self)
  var values = [Key.defaultValue]
  var steps = roots.reversed().map(PreferenceWalkStep.enter)
  while let step = steps.popLast() {
    switch step {
    case .enter(let current):
      switch (current.castableView as? any PreferenceModifying)?.preferenceEffect(for: keyID) {
      case .write(let written)?:
        if let written = written as? Key.Value {
          Key.reduce(value: &values[values.count - 1]) { written }
        }
      case .transform(let transform)?:
        values.append(Key.defaultValue)
        steps.append(.leave(transform))
      case .presents?:
        steps += current.children.reversed().filter { $0.key != .footer }.map(
          PreferenceWalkStep.enter)
        continue
      case nil:
        break
      }
      steps.append(contentsOf: current.children.reversed().map(PreferenceWalkStep.enter))
    case .leave(let transform):
      var subtree: Any = values.removeLast()
      transform(&subtree)
      if let subtree = subtree as? Key.Value {
        Key.reduce(value: &values[values.count - 1]) { subtree }
      }
    }
  }
  return values[0]
}

/// One step of `combinedPreference`'s walk: a view to visit, or a transform to apply once its
/// subtree is done.
enum PreferenceWalkStep {
  case enter(ViewNode)
  case leave((inout Any) -> Void)
}

/// `.transformPreference(_:_:)`: changes the combined value of `Key` its content's subtree sets.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let transform: (inout Key.Value) -> Void
}

extension _PreferenceTransformModifier: PassThroughModifier, PlainExpansion {}

extension _PreferenceTransformModifier: PreferenceEffectCarrying {
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }
  var effect: PreferenceEffect {
    let transform = self.transform
    return .transform { value in
      guard var typed = value as? Key.Value else { return }
      transform(&typed)
      value = typed
    }
  }
}

/// An `onPreferenceChange` the graph checks after each update.
@MainActor
protocol PreferenceObserving: AnyObject {
  func check(_ node: ViewNode) -> Bool
}

extension ViewGraph {
  /// Checks the `onPreferenceChange`s whose subtree may have changed: those at or above a view
  /// rendered since the last check (a value a subtree sets changes only when the view holding it
  /// is rebuilt, so by its parent's render). Whether one scheduled its action. Which observers
  /// are checked follows the rendered views and their ancestors; each check still walks its
  /// observer's subtree once.
  func checkPreferences() -> Bool {
    guard !renderedSincePreferenceCheck.isEmpty else { return false }
    var toCheck: Set<Int> = []
    var visited: Set<Int> = []
    for rendered in renderedSincePreferenceCheck where rendered.isAlive {
      var current: ViewNode? = rendered
      while let node = current, visited.insert(node.id).inserted {
        if preferenceObservers.contains(node.id) { toCheck.insert(node.id) }
        current = node.parent
      }
    }
    renderedSincePreferenceCheck.removeAll()
    var scheduled = false
    for id in toCheck.sorted() {
      guard let node = nodes[id], let observer = node.primitiveState as? any PreferenceObserving
      else {
        preferenceObservers.remove(id)
        continue
      }
      if observer.check(node) { scheduled = true }
    }
    return scheduled
  }
}

nonisolated extension View {
  /// Sets `value` for `key`, for the ancestors' `onPreferenceChange`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Changes the value of `key` this view's subtree passes up: `callback` gets the subtree's
  /// combined value and may change it.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(_PreferenceTransformModifier<K>(transform: callback))
  }

  /// Runs `action` when the combined value of `key` in this subtree changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}
