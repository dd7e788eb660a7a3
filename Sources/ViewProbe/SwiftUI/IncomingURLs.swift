/// `onOpenURL(perform:)`: a view's handler for the URLs the app receives — a universal link, a
/// custom scheme, a widget's link. A test delivers one with `ParentHarness.deliverURL(_:)`, and
/// every handler in the tree runs, as a deep link reaches the scene's views.
nonisolated public struct _OpenURLHandlerModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let action: (URL) -> Void
}

extension _OpenURLHandlerModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// Runs `action` with each URL the app receives while the view is in the tree (a test delivers
  /// one with `ParentHarness.deliverURL(_:)`).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(_OpenURLHandlerModifier(action: action))
  }
}
