// SwiftUI's `@FetchRequest` and `@SectionedFetchRequest` over Linux's Core Data stand-in: the
// objects of an entity, fetched from the environment's managed object context each time the body
// reads them. The body depends on the entity: an insert, change or delete of one of its objects
// in that context updates the view, saved or not; a save in another context does only once merged
// (`automaticallyMergesChangesFromParent`).
#if !canImport(Darwin)
  import Foundation

  struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext {
      NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }
  }

  extension EnvironmentValues {
    /// The managed object context `@FetchRequest` fetches from and views insert into. Set it
    /// with `.environment(\.managedObjectContext, container.viewContext)`; unset, it is a
    /// context connected to no store.
    public var managedObjectContext: NSManagedObjectContext {
      get { self[ManagedObjectContextKey.self] }
      set { self[ManagedObjectContextKey.self] = newValue }
    }
  }

  /// The predicate and order set through a fetch request's binding, which replace the request's
  /// own for the view's identity.
  struct FetchOverride {
    var predicate: NSPredicate??
    var sortDescriptors: [NSSortDescriptor]?
  }

  /// Reports a fetch request whose context has no store once per view identity.
  final class MissingStoreReport {
    private var reported = false

    func reportOnce(_ context: NSManagedObjectContext) {
      guard !reported else { return }
      reported = true
      _ViewProbeRuntime.reportTrap(
        "Context in environment is not connected to a persistent store coordinator: "
          + "\(context) (set .environment(\\.managedObjectContext, container.viewContext) "
          + "above the view: the fetch request shows nothing)")
    }
  }

  /// A fetch from the environment's context, shared by the two property wrappers.
  struct ContextFetch<Result: NSFetchRequestResult> {
    let request: NSFetchRequest<Result>

    @MainActor func objects(
      in context: NSManagedObjectContext, override: FetchOverride, report: MissingStoreReport
    ) -> [Result] {
      guard context.persistentStoreCoordinator != nil else {
        report.reportOnce(context)
        return []
      }
      let effective = NSFetchRequest<Result>()
      effective.entityName = request.entityName
      effective.predicate = override.predicate ?? request.predicate
      effective.sortDescriptors = override.sortDescriptors ?? request.sortDescriptors
      effective.fetchLimit = request.fetchLimit
      effective.fetchOffset = request.fetchOffset
      effective.includesPendingChanges = request.includesPendingChanges
      if let name = request.entityName { _ = context.generation(of: name).count }
      return (try? context.fetch(effective)) ?? []
    }
  }

  /// A request for an entity's objects: `@FetchRequest(sortDescriptors: [SortDescriptor(\.title)])
  /// private var books: FetchedResults<Book>`.
  @propertyWrapper
  public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    let fetch: ContextFetch<Result>
    @Environment(\.managedObjectContext) private var context
    @State private var override = FetchOverride()
    @State private var report = MissingStoreReport()

    /// The fetched objects.
    @MainActor public var wrappedValue: FetchedResults<Result> {
      FetchedResults(
        objects: fetch.objects(in: context, override: override, report: report),
        configuration: projectedValue)
    }

    /// The request's predicate and order, which a view can bind to and change.
    @MainActor public var projectedValue: Binding<Configuration> {
      let request = fetch.request
      let override = $override
      return Binding(
        get: {
          Configuration(
            nsPredicate: override.wrappedValue.predicate ?? request.predicate,
            nsSortDescriptors: override.wrappedValue.sortDescriptors ?? request.sortDescriptors
              ?? [])
        },
        set: { configuration in
          override.wrappedValue = FetchOverride(
            predicate: .some(configuration.nsPredicate),
            sortDescriptors: configuration.nsSortDescriptors)
        })
    }

    /// A request `fetchRequest` describes.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
      fetch = ContextFetch(request: fetchRequest)
    }

    /// A request `fetchRequest` describes, updating in `transaction`.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
      fetch = ContextFetch(request: fetchRequest)
    }

    /// A request for `entity`'s objects matching `predicate`, in `sortDescriptors`' order.
    public init(
      entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor],
      predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
      let request = NSFetchRequest<Result>()
      request.entity = entity
      request.sortDescriptors = sortDescriptors
      request.predicate = predicate
      fetch = ContextFetch(request: request)
    }

    /// A fetch request's predicate and order.
    public struct Configuration {
      /// The predicate.
      public var nsPredicate: NSPredicate?
      /// The order.
      public var nsSortDescriptors: [NSSortDescriptor]
    }
  }

  extension FetchRequest where Result: NSManagedObject {
    /// A request for `Result`'s objects matching `predicate`, in `sortDescriptors`' order.
    public init(
      sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
      animation: Animation? = nil
    ) {
      self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate)
    }

    /// A request for `Result`'s objects matching `predicate`, in `sortDescriptors`' order.
    public init(
      sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
      animation: Animation? = nil
    ) {
      self.init(
        entity: Result.entity(), sortDescriptors: sortDescriptors.map(ValueSortDescriptor.init),
        predicate: predicate)
    }
  }

  extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order, as value-type sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
      get { nsSortDescriptors.compactMap { $0.viewProbeSortDescriptor(Result.self) } }
      set { nsSortDescriptors = newValue.map(ValueSortDescriptor.init) }
    }
  }

  /// The objects a fetch request fetched, in order.
  public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]
    private let configuration: Binding<FetchRequest<Result>.Configuration>

    init(objects: [Result], configuration: Binding<FetchRequest<Result>.Configuration>) {
      self.objects = objects
      self.configuration = configuration
    }

    /// The first index.
    public var startIndex: Int { objects.startIndex }
    /// The index past the last object.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's predicate; setting it fetches again.
    public var nsPredicate: NSPredicate? {
      get { configuration.wrappedValue.nsPredicate }
      nonmutating set { configuration.wrappedValue.nsPredicate = newValue }
    }

    /// The request's order; setting it fetches again.
    public var nsSortDescriptors: [NSSortDescriptor] {
      get { configuration.wrappedValue.nsSortDescriptors }
      nonmutating set { configuration.wrappedValue.nsSortDescriptors = newValue }
    }
  }

  extension FetchedResults where Result: NSManagedObject {
    /// The request's order, as value-type sort descriptors; setting it fetches again.
    public var sortDescriptors: [SortDescriptor<Result>] {
      get { configuration.wrappedValue.sortDescriptors }
      nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
  }
#endif
