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
