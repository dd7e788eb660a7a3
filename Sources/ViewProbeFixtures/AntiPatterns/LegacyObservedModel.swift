import ViewProbe

/// A counter in the Combine-era style: an `ObservableObject` with a `@Published` count.
public final class LegacyCounterModel: ObservableObject {
  /// The count shown.
  @Published public var count = 0

  /// A model at zero.
  public init() {}
}

/// G03, the legacy twin of F01: `@ObservedObject` with an inline default owns nothing, so every
/// parent re-render creates a new model and the edits of the old one vanish.
public struct InlineObservedModelView: View {
  @ObservedObject var model = LegacyCounterModel()

  /// A view that creates its own model — wrongly, with `@ObservedObject`.
  public init() {}

  /// The count and a button that increments it.
  public var body: some View {
    VStack {
      Text("Count: \(model.count)")
      Button("Increment") { model.count += 1 }
    }
  }
}

/// The fix for ``InlineObservedModelView``: `@StateObject` creates the model once per identity.
public struct StateObjectModelView: View {
  @StateObject private var model = LegacyCounterModel()

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
