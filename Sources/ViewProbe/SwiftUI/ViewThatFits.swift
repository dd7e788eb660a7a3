/// The first of its candidate views: SwiftUI shows the first that fits the space it is given.
/// ViewProbe has no layout and chooses the first candidate, as SwiftUI does whenever the space
/// is large enough for it (Guide §7); the other candidates are not in the tree.
nonisolated public struct ViewThatFits<Content: View>: View {
  let content: Content

  /// The first view of `content` that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view: the graph reads its first candidate.
  @MainActor public var body: Never { primitiveBody("ViewThatFits") }
}

extension ViewThatFits: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    if let tuple = content as? any TupleCandidates {
      if let first = tuple.candidates.first { children.append(first, key: .index(0)) }
    } else {
      children.append(content, key: .index(0))
    }
  }
}

/// The views of a `TupleView`, for `ViewThatFits`.
@MainActor
protocol TupleCandidates {
  var candidates: [any View] { get }
}

extension TupleView: TupleCandidates {
  var candidates: [any View] { children }
}
