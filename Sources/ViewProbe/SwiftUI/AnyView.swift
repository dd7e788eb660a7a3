/// A type-erased view. When the wrapped type changes, the subtree is replaced and its state is
/// lost; the same type wrapped again keeps identity and state (A14).
nonisolated public struct AnyView: View {
  let wrapped: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) { wrapped = view }

  /// Wraps `view`.
  public init<V: View>(erasing view: V) { wrapped = view }

  /// A primitive view: the graph reads the wrapped view.
  @MainActor public var body: Never { primitiveBody("AnyView") }
}

extension AnyView: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(wrapped, key: .content)
  }
}
