import ViewProbe

/// A counter model, owned wrongly by ``LetBoundModelView`` and rightly by ``StateOwnedModelView``.
@Observable
public final class CounterModel {
  /// The count shown.
  public var count = 0

  /// A model at zero.
  public init() {}
}

/// The documented anti-pattern (F01): a `let`-bound model is not owned by SwiftUI, so every parent
/// re-render creates a new one and edits to the old one vanish from the screen.
public struct LetBoundModelView: View {
  let model = CounterModel()

  /// A view that creates its own model — wrongly, with `let`.
  public init() {}

  /// The count and a button that increments it.
  public var body: some View {
    VStack {
      Text("Count: \(model.count)")
      Button("Increment") { model.count += 1 }
    }
  }
}

/// The fix for ``LetBoundModelView``: `@State` makes SwiftUI own the model for the view's lifetime.
public struct StateOwnedModelView: View {
  @State private var model = CounterModel()

  /// A view that owns its model.
  public init() {}

  /// The count and a button that increments it.
  public var body: some View {
    VStack {
      Text("Count: \(model.count)")
      Button("Increment") { model.count += 1 }
    }
  }
}
