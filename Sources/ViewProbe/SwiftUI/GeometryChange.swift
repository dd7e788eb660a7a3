// `onGeometryChange(for:of:action:)`: the action sees the value made from the view's geometry.
// ViewProbe lays nothing out, so the geometry is the harness's `geometrySize` (as for
// `GeometryReader`): the action runs when the view appears, and again when a new size changes
// the value.

nonisolated extension View {
  /// Runs `action` with the value `transform` makes from the view's geometry: when the view
  /// appears, and whenever the harness's `geometrySize` changes that value.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values `transform` makes from the view's geometry (the
  /// first time, both are the first value).
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(_GeometryChangeModifier(transform: transform, action: action))
  }
}

/// Applies `onGeometryChange`: reads the harness's geometry size on every update of the view.
nonisolated public struct _GeometryChangeModifier<Value: Equatable>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void
}

extension _GeometryChangeModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let value = transform(GeometryProxy(size: node.graph.geometrySize))
    let action = self.action
    if let record = node.primitiveState as? ChangeRecord<Value> {
      if record.value != value {
        let old = record.value
        record.value = value
        children.schedule { action(old, value) }
      }
    } else {
      node.primitiveState = ChangeRecord(value: value)
      children.schedule { action(value, value) }
    }
    children.append(content, key: .content)
  }
}

/// Modifiers that read the geometry size, so the graph updates them when the harness changes it.
protocol GeometryReadingModifier {}
extension _GeometryChangeModifier: GeometryReadingModifier {}
extension ModifiedContent: GeometryReading where Content: View, Modifier: GeometryReadingModifier {}
