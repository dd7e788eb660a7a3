/// A view that shows nothing.
nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}

  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("EmptyView") }
}

extension EmptyView: PrimitiveView {
  func makeChildren(into children: inout ChildList) {}
}
