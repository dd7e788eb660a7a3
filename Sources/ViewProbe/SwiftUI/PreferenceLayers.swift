// Views made of a preference's value (H09): `overlayPreferenceValue` and
// `backgroundPreferenceValue` read the combined value the modified view's subtree sets and build a
// layer from it; `anchorPreference` sets a value made of the view's geometry (with no layout here,
// a zero rectangle or point). `transformPreference` is with `preference` (`Preferences.swift`).

/// `.overlayPreferenceValue(_:_:)` and `.backgroundPreferenceValue(_:_:)`: the content, then the
/// layer `transform` makes of the content's combined value of `Key` — built again, after the
/// update that changed that value, as SwiftUI resolves preferences before drawing.
nonisolated public struct _PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let transform: (Key.Value) -> Layer
}

extension _PreferenceLayerModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record = node.primitiveState as? PreferenceLayerRecord<Key> ?? PreferenceLayerRecord<Key>()
    node.primitiveState = record
    node.graph.preferenceObservers.insert(node.id)
    children.append(content, key: .content)
    children.append(transform(record.value ?? Key.defaultValue), key: .footer)
  }
}

/// The value a preference layer was built from.
@MainActor
final class PreferenceLayerRecord<Key: PreferenceKey>: PreferenceObserving {
  var value: Key.Value?
  /// Set while the layer is rebuilt at this record's request: the check that rebuild causes is
  /// not a change of the subtree.
  private var rebuilding = false

  /// Combines the values the content's subtree sets (not the layer's); when the result differs
  /// from the value the layer was built from, schedules the layer's rebuild. A value that is not
  /// `Equatable` cannot be compared: the layer is rebuilt after every update that rendered a view
  /// of the subtree.
  func check(_ node: ViewNode) -> Bool {
    guard let content = node.children.first(where: { $0.key == .content }) else { return false }
    let combined = combinedPreference(Key.self, of: [content])
    let followsOwnRebuild = rebuilding
    rebuilding = false
    let previous = value ?? Key.defaultValue
    value = combined
    let changed: Bool
    if let combined = combined as? any Equatable {
      changed = !combined.isEqual(to: previous)
    } else {
      changed = !followsOwnRebuild
    }
    guard changed else { return false }
    rebuilding = true
    node.graph.schedule { [weak node] in
      guard let node else { return }
      node.graph.invalidate(node)
    }
    return true
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

nonisolated extension View {
  /// Builds a view from the value of `key` that this view's subtree sets, and layers it in front
  /// of this view; the layer is built again after any update that changes the value.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceLayerModifier<K, V>(transform: transform))
  }

  /// Builds a view from the value of `key` that this view's subtree sets, and layers it behind
  /// this view (in the tree, after it).
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceLayerModifier<K, V>(transform: transform))
  }

  /// Sets `key` to a value made of this view's geometry: `transform` of the anchor `value`
  /// resolves (a zero rectangle or point: there is no layout).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    preference(key: key, value: transform(Anchor(value: value.value)))
  }
}

extension Anchor.Source where Value == CGRect {
  /// A rectangle in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(value: rect)
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(value: point)
  }
  /// A point of the view's bounds (the origin: there is no layout).
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(value: .zero)
  }
  /// The center.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The top edge's middle.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The bottom edge's middle.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The leading edge's middle.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The trailing edge's middle.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
