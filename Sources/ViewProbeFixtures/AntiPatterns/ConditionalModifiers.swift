import ViewProbe

// A09 in the form app code writes it: a conditional modifier extension, `.if(condition) { … }`,
// builds an `if`/`else` whose branches are two identities, so toggling the condition resets the
// state of the view it modifies. A10's fix keeps the condition inside a modifier's argument.

extension View {
  /// Applies `transform` when `condition` holds: the helper many codebases carry. Its branches
  /// are two views, so toggling `condition` replaces the view it modifies (A09).
  @ViewBuilder
  public func applyingIf<Transformed: View>(
    _ condition: Bool, _ transform: (Self) -> Transformed
  ) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }
}

/// A09: a counter highlighted through the conditional modifier; highlighting resets its count.
public struct ConditionallyHighlightedCounter: View {
  @State private var isHighlighted = false

  /// A counter, not highlighted.
  public init() {}

  /// The toggle and the counter, highlighted with `applyingIf`.
  public var body: some View {
    VStack {
      Button("Highlight") { isHighlighted.toggle() }
      DraftCounter()
        .applyingIf(isHighlighted) { $0.border(Color.yellow) }
    }
  }
}

/// A10: the same counter highlighted by a condition inside the modifier's argument.
public struct ArgumentHighlightedCounter: View {
  @State private var isHighlighted = false

  /// A counter, not highlighted.
  public init() {}

  /// The toggle and the counter, whose border colour carries the condition.
  public var body: some View {
    VStack {
      Button("Highlight") { isHighlighted.toggle() }
      DraftCounter()
        .border(isHighlighted ? Color.yellow : Color.clear)
    }
  }
}
