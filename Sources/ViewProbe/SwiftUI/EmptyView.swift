/// A view that shows nothing.
public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}

  /// A primitive view: it has no children.
  public var body: Never { primitiveBody("EmptyView") }
}

extension EmptyView: PrimitiveView {
  func makeChildren(into children: inout ChildList) {}
}
