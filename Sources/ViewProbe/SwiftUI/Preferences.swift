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
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let value: Key.Value
}

extension _PreferenceWritingModifier: PassThroughModifier, PlainExpansion {}

/// `.onPreferenceChange(_:perform:)`: after an update, runs the action when the combined value of
/// the subtree changed (and after the first update when it differs from the default).
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier
where Key.Value: Equatable {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let action: (Key.Value) -> Void
}

extension _PreferenceActionModifier: PrimitiveModifier, PlainExpansion {
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record = node.primitiveState as? PreferenceRecord<Key> ?? PreferenceRecord<Key>()
    record.action = action
    node.primitiveState = record
    node.graph.preferenceObservers.insert(node.id)
    children.append(content, key: .content)
  }
}

/// Lets the graph read a preference a view sets, without knowing the key's type.
@MainActor
protocol PreferenceWriting {
  func preferenceValue(for key: ObjectIdentifier) -> Any?
}

extension ModifiedContent: PreferenceWriting where Content: View, Modifier: ViewModifier {
  func preferenceValue(for key: ObjectIdentifier) -> Any? {
    guard let writer = modifier as? any PreferenceValueCarrying, writer.keyID == key else {
      return nil
    }
    return writer.anyValue
  }
}

/// A `.preference` modifier, seen without its key's type.
@MainActor
protocol PreferenceValueCarrying {
  var keyID: ObjectIdentifier { get }
  var anyValue: Any { get }
}

extension _PreferenceWritingModifier: PreferenceValueCarrying {
  var keyID: ObjectIdentifier { ObjectIdentifier(Key.self) }
  var anyValue: Any { value }
}

/// What an `onPreferenceChange` saw last.
@MainActor
final class PreferenceRecord<Key: PreferenceKey>: PreferenceObserving where Key.Value: Equatable {
  var action: ((Key.Value) -> Void)?
  var last: Key.Value?

  /// Combines the subtree's values; schedules the action if the result changed.
  func check(_ node: ViewNode) -> Bool {
    var value = Key.defaultValue
    var stack = Array(node.children.reversed())
    while let current = stack.popLast() {
      if let written = (current.castableView as? any PreferenceWriting)?
        .preferenceValue(for: ObjectIdentifier(Key.self)) as? Key.Value
      {
        Key.reduce(value: &value) { written }
      }
      stack.append(contentsOf: current.children.reversed())
    }
    let previous = last ?? Key.defaultValue
    let first = last == nil
    last = value
    guard value != previous || (first && value != Key.defaultValue), let action else {
      return false
    }
    node.graph.schedule { action(value) }
    return true
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

extension View {
  /// Sets `value` for `key`, for the ancestors' `onPreferenceChange`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Runs `action` when the combined value of `key` in this subtree changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}
