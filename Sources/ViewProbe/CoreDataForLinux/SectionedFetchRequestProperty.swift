// SwiftUI's `@SectionedFetchRequest` over Linux's Core Data stand-in: the fetched objects in
// sections, each a run of consecutive objects with the same section identifier, in fetched order
// (as the fetched results controller behind it makes them: sort by the section's key first).
#if !canImport(Darwin)
  import Foundation

  /// A request for an entity's objects in sections: `@SectionedFetchRequest(sectionIdentifier:
  /// \.shelfName, sortDescriptors: [SortDescriptor(\.shelfName), SortDescriptor(\.title)])
  /// private var volumes: SectionedFetchResults<String, Volume>`.
  @propertyWrapper
  public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
    DynamicProperty
  {
    let fetch: ContextFetch<Result>
    let sectionIdentifier: KeyPath<Result, SectionIdentifier>
    @Environment(\.managedObjectContext) private var context
    @State private var override = FetchOverride()
    @State private var keyOverride: KeyPath<Result, SectionIdentifier>?
    @State private var report = MissingStoreReport()

    /// The fetched objects, in sections.
    @MainActor public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
      let key = keyOverride ?? sectionIdentifier
      let objects = fetch.objects(in: context, override: override, report: report)
      var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
      for object in objects {
        let id = object[keyPath: key]
        if let last = sections.last, last.id == id {
          sections[sections.count - 1].objects.append(object)
        } else {
          sections.append(.init(id: id, objects: [object]))
        }
      }
      return SectionedFetchResults(sections: sections, configuration: projectedValue)
    }

    /// The request's predicate, order and section identifier, which a view can bind to.
    @MainActor public var projectedValue: Binding<Configuration> {
      let request = fetch.request
      let override = $override
      let keyOverride = $keyOverride
      let sectionIdentifier = sectionIdentifier
      return Binding(
        get: {
          Configuration(
            sectionIdentifier: keyOverride.wrappedValue ?? sectionIdentifier,
            nsPredicate: override.wrappedValue.predicate ?? request.predicate,
            nsSortDescriptors: override.wrappedValue.sortDescriptors ?? request.sortDescriptors
              ?? [])
        },
        set: { configuration in
          keyOverride.wrappedValue = configuration.sectionIdentifier
          override.wrappedValue = FetchOverride(
            predicate: .some(configuration.nsPredicate),
            sortDescriptors: configuration.nsSortDescriptors)
        })
    }

    /// A request `fetchRequest` describes, in sections by `sectionIdentifier`.
    public init(
      fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
      animation: Animation? = nil
    ) {
      fetch = ContextFetch(request: fetchRequest)
      self.sectionIdentifier = sectionIdentifier
    }

    /// A request `fetchRequest` describes, in sections, updating in `transaction`.
    public init(
      fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
      transaction: Transaction
    ) {
      self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    /// A request for `entity`'s objects matching `predicate`, in `sortDescriptors`' order, in
    /// sections by `sectionIdentifier`.
    public init(
      entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
      sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
      animation: Animation? = nil
    ) {
      let request = NSFetchRequest<Result>()
      request.entity = entity
      request.sortDescriptors = sortDescriptors
      request.predicate = predicate
      self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
    }

    /// A sectioned request's section identifier, predicate and order.
    public struct Configuration {
      /// The key path of each object's section identifier.
      public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
      /// The predicate.
      public var nsPredicate: NSPredicate?
      /// The order.
      public var nsSortDescriptors: [NSSortDescriptor]
    }
  }

  extension SectionedFetchRequest where Result: NSManagedObject {
    /// A request for `Result`'s objects in sections.
    public init(
      sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
      predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
      self.init(
        entity: Result.entity(), sectionIdentifier: sectionIdentifier,
        sortDescriptors: sortDescriptors, predicate: predicate)
    }

    /// A request for `Result`'s objects in sections, in value-type sort descriptors' order.
    public init(
      sectionIdentifier: KeyPath<Result, SectionIdentifier>,
      sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
      animation: Animation? = nil
    ) {
      self.init(
        entity: Result.entity(), sectionIdentifier: sectionIdentifier,
        sortDescriptors: sortDescriptors.map(ValueSortDescriptor.init), predicate: predicate)
    }
  }

  extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// The order, as value-type sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
      get { nsSortDescriptors.compactMap { $0.viewProbeSortDescriptor(Result.self) } }
      set { nsSortDescriptors = newValue.map(ValueSortDescriptor.init) }
    }
  }

  /// The objects a sectioned fetch request fetched, as sections.
  public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
    RandomAccessCollection
  {
    private let sections: [Section]
    private let configuration:
      Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration>

    init(
      sections: [Section],
      configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration>
    ) {
      self.sections = sections
      self.configuration = configuration
    }

    /// The first index.
    public var startIndex: Int { sections.startIndex }
    /// The index past the last section.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> Section { sections[position] }

    /// The key path of each object's section identifier; setting it sections again.
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
      get { configuration.wrappedValue.sectionIdentifier }
      nonmutating set { configuration.wrappedValue.sectionIdentifier = newValue }
    }

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

    /// One section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
      /// The objects' shared section identifier.
      public let id: SectionIdentifier
      var objects: [Result]

      init(id: SectionIdentifier, objects: [Result]) {
        self.id = id
        self.objects = objects
      }

      /// The first index.
      public var startIndex: Int { objects.startIndex }
      /// The index past the last object.
      public var endIndex: Int { objects.endIndex }
      /// The object at `position`.
      public subscript(position: Int) -> Result { objects[position] }
    }
  }

  extension SectionedFetchResults where Result: NSManagedObject {
    /// The request's order, as value-type sort descriptors; setting it fetches again.
    public var sortDescriptors: [SortDescriptor<Result>] {
      get { configuration.wrappedValue.sortDescriptors }
      nonmutating set { configuration.wrappedValue.sortDescriptors = newValue }
    }
  }
#endif
