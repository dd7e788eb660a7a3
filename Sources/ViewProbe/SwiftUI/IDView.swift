/// A view with an explicit identity: `.id(_:)`. A new id value is a new view with fresh state
/// (A07); an equal id keeps identity and state (A08).
nonisolated public struct IDView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID

  /// A primitive view: the graph reads the content under its explicit identity.
  @MainActor
  public var body: Never { primitiveBody("IDView") }
}

extension IDView: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .explicit(AnyHashable(id)))
  }
}

extension IDView: StructuralView {}

nonisolated extension View {
  /// Gives this view an explicit identity; when `id` changes, its state is reset.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
    IDView(content: self, id: id)
  }
}
