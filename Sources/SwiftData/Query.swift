import Foundation
import ViewProbe

/// The models of a type, fetched from the environment's model context each time the view's body
/// reads them: `@Query(sort: \Trip.startDate) private var trips: [Trip]`. The body runs again
/// when models of the context are inserted or deleted, or when a property it read changes.
/// SwiftData's `Query` has a second generic parameter, its result (always `[Element]`); apps
/// never spell it, and with one parameter `@Query var trips: [Trip]` infers its model type.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
  let descriptor: FetchDescriptor<Element>
  @Environment(\._viewProbeModelContext) private var installedContext
  @State private var reportedMissingContext = MissingContextReport()

  /// The fetched models.
  @MainActor public var wrappedValue: [Element] {
    let models: [Element]
    if let installedContext {
      models = (try? installedContext.fetch(descriptor)) ?? []
    } else {
      reportedMissingContext.reportOnce()
      models = []
    }
    return models
  }

  /// The context the query fetches from.
  @MainActor public var modelContext: ModelContext {
    installedContext ?? ModelContext(detachedContainer())
  }

  /// The error of the last fetch (fetches from the in-memory store do not fail).
  public var fetchError: (any Error)? { nil }

  init(descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }

  /// Every model of the type, in insertion order. (Declared with the type, not in an extension,
  /// so that `@Query private var trips: [Trip]` is initialized by it and views keep their
  /// memberwise initializers.)
  public init() { descriptor = FetchDescriptor() }
}

/// Reports a query without a model context once per view identity.
final class MissingContextReport {
  private var reported = false

  func reportOnce() {
    guard !reported else { return }
    reported = true
    _ViewProbeRuntime.reportIssue(
      "Set a .modelContext in view's environment to use Query (no .modelContainer(for:) above "
        + "this view: the query shows no models)")
  }
}

extension Query {
  /// The models `descriptor` describes.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor)
  }

  /// The models that match `filter`, sorted by `sort`.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  /// The models that match `filter`, sorted by the value at `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      descriptor: FetchDescriptor(
        predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  /// The models that match `filter`, sorted by the optional value at `keyPath`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      descriptor: FetchDescriptor(
        predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
}

/// A container for a context read where none was set (its models are seen by nothing else).
func detachedContainer() -> ModelContainer {
  // Creating a container with no configuration cannot fail.
  try! ModelContainer(for: Schema([]))
}

struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
  /// The context `.modelContainer(for:)` set for this view (SwiftData's main context); where
  /// none was set, a context whose models nothing else sees.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] ?? ModelContext(detachedContainer()) }
    set { self[ModelContextKey.self] = newValue }
  }

  var _viewProbeModelContext: ModelContext? {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}
