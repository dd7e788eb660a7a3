/// Several views built by one ``ViewBuilder`` block. Each child's identity is its position.
nonisolated public struct TupleView<T>: View {
  /// The tuple of views.
  public var value: T
  let children: [any View]

  /// Creates a tuple view; the graph reads the tuple's elements as children.
  public init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// A primitive view: the graph reads its children instead.
  @MainActor public var body: Never { primitiveBody("TupleView") }
}

extension TupleView: DerivedFields {
  static var derivedFieldNames: Set<String> { ["children"] }
}

extension TupleView: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    for (index, child) in self.children.enumerated() {
      children.append(child, key: .index(index))
    }
  }
}
