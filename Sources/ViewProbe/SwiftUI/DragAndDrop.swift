/// Drag and drop between views (`draggable`, `dropDestination`): the harness carries a payload
/// from a source to a destination with `FoundView.dragAndDrop(onto:)`. Payloads are `Transferable`
/// values, as in SwiftUI; the harness carries the value itself, so a destination takes payloads of
/// its own type (SwiftUI can also convert through matching transfer representations; ViewProbe
/// says so when that is what a drop would need).
nonisolated public struct _DraggableModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// Makes the payload when a drag begins.
  let payload: () -> Any
}

/// The destination of a drop: it takes payloads of one type.
nonisolated public struct _DropDestinationModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The type it takes, named for messages.
  let payloadTypeName: String
  /// Whether a payload is of the type it takes.
  let accepts: (Any) -> Bool
  /// Runs the drop with payloads of its type (the action's result).
  let drop: ([Any], CGPoint) -> Bool
  /// Told `true` when a drag of its type enters, `false` when it leaves.
  let isTargeted: (Bool) -> Void
}

extension _DraggableModifier: PassThroughModifier, PlainExpansion {}

extension _DropDestinationModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// Makes the view the source of a drag whose payload `payload` makes when the drag begins.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    modifier(_DraggableModifier(payload: { payload() }))
  }

  /// Makes the view the source of a drag, previewed by `preview` (not drawn).
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(_DraggableModifier(payload: { payload() }))
  }

  /// Makes the view a destination for drops of `T` payloads: `action` gets them (and the drop's
  /// location, `.zero` here) and says whether it took them; `isTargeted` hears a drag of that
  /// type enter and leave.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(
      _DropDestinationModifier(
        payloadTypeName: _typeName(T.self, qualified: false),
        accepts: { $0 is T },
        drop: { payloads, location in action(payloads.compactMap { $0 as? T }, location) },
        isTargeted: isTargeted))
  }
}
