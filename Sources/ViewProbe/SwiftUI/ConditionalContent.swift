/// The two branches of an `if`/`else` in a ``ViewBuilder``.
///
/// The branches have different identities even when they hold the same view type, so switching
/// branches resets the state of the outgoing one (A09).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// A primitive view: the graph reads the active branch instead.
  @MainActor public var body: Never { primitiveBody("_ConditionalContent") }
}

extension _ConditionalContent: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    switch storage {
    case .trueContent(let content): children.append(content, key: .trueBranch)
    case .falseContent(let content): children.append(content, key: .falseBranch)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view: the graph reads the wrapped view, if any.
  public typealias Body = Never

  /// A primitive view: the graph reads the wrapped view, if any.
  public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeChildren(into children: inout ChildList) {
    if let wrapped = self { children.append(wrapped, key: .some) }
  }
}
