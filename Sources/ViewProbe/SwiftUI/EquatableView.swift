/// A view whose own `==` decides whether its body runs again (E03).
///
/// When `==` says the new value equals the old one, the body is skipped even if some fields
/// differ; the view's own dependencies (`@State`, `@Environment`, Observation) still invalidate it.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
  /// The view compared with `==`.
  public var content: Content

  /// Wraps `content`.
  public init(content: Content) { self.content = content }

  /// A primitive view: the graph reads the content, compared with `==`.
  @MainActor
  public var body: Never { primitiveBody("EquatableView") }
}

extension EquatableView: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .content) { old, new in
      guard let old = old as? Content, let new = new as? Content else { return false }
      return old == new
    }
  }
}

extension EquatableView: StructuralView {}

nonisolated extension View where Self: Equatable {
  /// Lets this view's `==` decide whether its body runs again.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
