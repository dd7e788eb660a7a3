/// A piece of user interface, described as a value.
///
/// Conform your own types exactly as in SwiftUI: declare the dynamic properties you need
/// (`@State`, `@Binding`, `@Environment` …) and describe the content in ``body``. ViewProbe's graph
/// keeps the storage of each view by its identity and re-evaluates ``body`` when a dependency
/// changes.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View

  /// The content and behaviour of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body of every primitive view; it is never evaluated.
  public typealias Body = Never

  /// Never called: primitive views have no body.
  public var body: Never { fatalError("body of a primitive view was evaluated") }
}

/// Expands values of `P` held as `any View`: the graph asks a node's type for its own values only,
/// so each value is taken as a `P` without a dynamic cast (a cast to `any PrimitiveView` looked
/// up the conformance at every update: an eighth of mounting a list).
func primitiveExpansion<P: PrimitiveView>(_: P.Type)
  -> @MainActor (any View, inout ChildList) -> Void
{
  { view, children in expand(view, as: P.self, into: &children) }
}

@MainActor
private func expand<V: View, P: PrimitiveView>(
  _ view: V, as _: P.Type, into children: inout ChildList
) {
  precondition(V.self == P.self, "a primitive view expanded as another type")
  unsafeBitCast(view, to: P.self).makeChildren(into: &children)
}

/// A view built into ViewProbe, whose children the graph asks for instead of evaluating `body`.
@MainActor
protocol PrimitiveView {
  /// Describes the children of this view, in order, with the environment each receives.
  func makeChildren(into children: inout ChildList)
}

extension PrimitiveView {
  /// The body of a primitive view is never evaluated; ViewProbe asks for its children instead.
  func primitiveBody(_ name: String) -> Never {
    fatalError("\(name) is a primitive view; its body is never evaluated")
  }
}
