/// Changes one environment value for a subtree from the value it inherits:
/// `.transformEnvironment(_:transform:)`.
nonisolated public struct _EnvironmentTransformModifier<Value>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The key path changed.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// Changes the inherited value in place.
  public var transform: (inout Value) -> Void

  /// Changes the value at `keyPath` with `transform`.
  public init(
    keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) {
    self.keyPath = keyPath
    self.transform = transform
  }
}

// Not a `PlainExpansion`: the transform is app code, run (and tracked) when the modifier expands.
extension _EnvironmentTransformModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    transform(&environment[keyPath: keyPath])
    children.append(content, key: .content, environment: environment)
  }
}

extension _EnvironmentTransformModifier: EnvironmentKeyWriting {
  var writtenKeyPath: AnyKeyPath { keyPath }
}

nonisolated extension View {
  /// Changes the environment value at `keyPath` for this view and its descendants, starting from
  /// the value it inherits (D01).
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }

  /// Sets the Dynamic Type size for this view and its descendants (`\.dynamicTypeSize`).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size of this view and its descendants to `range`: an inherited size
  /// outside it becomes the nearest size inside it.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
  }
}
