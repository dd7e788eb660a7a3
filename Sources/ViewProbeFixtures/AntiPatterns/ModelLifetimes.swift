import ViewProbe

/// Counts how many loaders were created (passed in, so tests never share a counter).
@MainActor
public final class LoadLog {
  /// Loaders created so far.
  public private(set) var loadersCreated = 0

  /// An empty log.
  public init() {}

  func recordLoader() { loadersCreated += 1 }
}

/// A model whose `init` starts work: the side effect F05 warns about.
@Observable
@MainActor
public final class FeedLoader {
  /// The items loaded.
  public var items: [String] = []

  /// A loader that records its creation in `log`.
  public init(log: LoadLog) { log.recordLoader() }
}

/// F05, the mistake under `.xcode26`: the `@State` model's `init` runs for every view value.
public struct EagerFeedView: View {
  @State private var loader: FeedLoader
  let refresh: Int

  /// A feed creating its loader in its `@State` initial value.
  public init(log: LoadLog, refresh: Int) {
    _loader = State(wrappedValue: FeedLoader(log: log))
    self.refresh = refresh
  }

  /// The number of items and the refresh count.
  public var body: some View { Text("\(loader.items.count) items, refresh \(refresh)") }
}

/// F05, the fix: create the model in `.task`, once the view is really there.
public struct DeferredFeedView: View {
  @State private var loader: FeedLoader?
  let log: LoadLog
  let refresh: Int

  /// A feed creating its loader when it appears.
  public init(log: LoadLog, refresh: Int) {
    self.log = log
    self.refresh = refresh
  }

  /// The number of items (none until loaded) and the refresh count.
  public var body: some View {
    Text("\(loader?.items.count ?? 0) items, refresh \(refresh)")
      .task { if loader == nil { loader = FeedLoader(log: log) } }
  }
}

/// A parent that re-renders its feed on demand.
public struct FeedParent<Feed: View>: View {
  @State private var refresh = 0
  let feed: (Int) -> Feed

  /// A parent showing `feed`.
  public init(@ViewBuilder feed: @escaping (Int) -> Feed) { self.feed = feed }

  /// A refresh button and the feed.
  public var body: some View {
    VStack {
      Button("Refresh") { refresh += 1 }
      feed(refresh)
    }
  }
}

/// F08: a Combine-era `ObservableObject`, held in `@State`.
public final class PublishedCounter: ObservableObject {
  /// The count.
  @Published public var count = 0

  /// A counter at zero.
  public init() {}
}

/// F08: `@State` tracks the reference only, not `objectWillChange`, so a `@Published` change never
/// re-renders the view. The fix is `@StateObject` (G02) or migrating to `@Observable`.
public struct ObservableObjectInState: View {
  @State private var counter = PublishedCounter()

  /// A view holding an `ObservableObject` in `@State`.
  public init() {}

  /// The count and a button that changes it.
  public var body: some View {
    VStack {
      Text("count \(counter.count)")
      Button("Increment") { counter.count += 1 }
    }
  }
}
