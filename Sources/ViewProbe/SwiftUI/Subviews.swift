/// One resolved subview of a custom container's content (iOS 18): a `Text`, a stack, a button,
/// each row of a `ForEach`. Place it in the container's body like a view.
///
/// A subview shows the view it stands for, resolved with the environment of the content (not of
/// where the container places it). Custom views in the content keep their state with the
/// content; what the subview shows is built where it is placed, keyed by its ``id``.
nonisolated public struct Subview: View, Identifiable {
  /// A subview's identity: where the view it stands for sits in the content (its `ForEach` row
  /// id, its position among fixed views). It lasts across updates and reorderings.
  public struct ID: Hashable, CustomStringConvertible {
    let keys: [ChildKey]

    /// The keys from the content down to the view, as paths print them.
    public var description: String { keys.map(\.description).joined(separator: "/") }
  }

  /// The subview's identity, stable across updates and reorderings.
  public let id: ID
  /// The values the view set for its container (`.containerValue(_:_:)`, `.tag(_:)`).
  public let containerValues: ContainerValues
  /// The node in the content that stands for the view: a subview shows what it stands for now,
  /// resolved with its environment (the content's).
  let leafID: Int
  /// The type of the view, for descriptions.
  let viewType: any View.Type
  /// The modifiers the content applied to lists this subview is in (`ForEach(…).padding()`),
  /// outermost first: applied to it where it is placed.
  let modifiers: [@MainActor (any View) -> any View]
  /// Which of their updates those modifiers are at: when it changes, they are applied again.
  let modifierStamp: [Int]

  /// A primitive view: the graph shows the view it stands for.
  @MainActor public var body: Never { primitiveBody("Subview") }
}

extension Subview.ID: @unchecked Sendable {}

/// The resolved subviews of a custom container's content, in order; also a view showing them
/// all. Index it (`subviews[0]`, `subviews[1...]`) or hand it to `ForEach`.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
  let subviews: [Subview]

  /// The position of the first subview.
  public var startIndex: Int { 0 }
  /// The position after the last subview.
  public var endIndex: Int { subviews.count }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { subviews[position] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: subviews, bounds: bounds)
  }

  /// A primitive view: the graph shows each subview.
  @MainActor public var body: Never { primitiveBody("SubviewsCollection") }
}

/// Some of a container's subviews (`subviews[1...]`, `subviews.prefix(3)`); also a view
/// showing them.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
  let base: [Subview]
  let bounds: Range<Int>

  /// The position of the first subview of the slice (its position in the whole collection).
  public var startIndex: Int { bounds.lowerBound }
  /// The position after the slice's last subview.
  public var endIndex: Int { bounds.upperBound }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { base[position] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: base, bounds: bounds)
  }

  /// A primitive view: the graph shows each subview.
  @MainActor public var body: Never { primitiveBody("SubviewsCollectionSlice") }
}

/// One section of a custom container's content: an explicit `Section`, or a run of views outside
/// any section (an implicit one).
nonisolated public struct SectionConfiguration: Identifiable {
  /// A section's identity: where an explicit `Section` sits in the content; for a run of views
  /// outside any section, which run it is (the first, the second …), so that views coming and
  /// going in it leave its identity alone.
  public struct ID: Hashable, CustomStringConvertible {
    let keys: [ChildKey]
    let implicitRun: Int?

    /// The keys from the content down to the section, as paths print them.
    public var description: String {
      implicitRun.map { "implicit section \($0)" }
        ?? keys.map(\.description).joined(separator: "/")
    }
  }

  /// The section's identity.
  public let id: ID
  /// The values the section set for its container (`.containerValue(_:_:)` on the `Section`).
  public let containerValues: ContainerValues
  /// The subviews of the section's header.
  public let header: SubviewsCollection
  /// The subviews of the section's content.
  public let content: SubviewsCollection
  /// The subviews of the section's footer.
  public let footer: SubviewsCollection
}

extension SectionConfiguration.ID: @unchecked Sendable {}

/// The sections of a custom container's content, in order; at least one.
nonisolated public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  /// The position of the first section.
  public var startIndex: Int { 0 }
  /// The position after the last section.
  public var endIndex: Int { sections.count }
  /// The section at `position`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The data of `ForEach(subviews:content:)`: the content whose subviews the rows show. SwiftUI
/// makes it; app code does not use it directly.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  let source: any View

  /// Resolved by the graph; as a collection, it is empty.
  public var startIndex: Int { 0 }
  /// Resolved by the graph; as a collection, it is empty.
  public var endIndex: Int { 0 }
  /// Never called: the collection is empty.
  public subscript(position: Int) -> Subview { fatalError("ForEachSubviewCollection is empty") }
}

/// The data of `ForEach(sections:content:)`: the content whose sections the rows show. SwiftUI
/// makes it; app code does not use it directly.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let source: any View

  /// Resolved by the graph; as a collection, it is empty.
  public var startIndex: Int { 0 }
  /// Resolved by the graph; as a collection, it is empty.
  public var endIndex: Int { 0 }
  /// Never called: the collection is empty.
  public subscript(position: Int) -> SectionConfiguration {
    fatalError("ForEachSectionCollection is empty")
  }
}

extension ForEach where Content: View {
  /// One row per resolved subview of `view`, identified by the subview's id: the rows of a
  /// custom container (`ForEach(subviews: content) { subview in CardView { subview } }`).
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(
      data: ForEachSubviewCollection(source: view), identify: { $0.id }, content: content)
  }

  /// One row per section of `view` (explicit `Section`s, and runs of views outside any),
  /// identified by the section's id.
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(
      data: ForEachSectionCollection(source: view), identify: { $0.id }, content: content)
  }
}

/// The content of `Group(subviews:transform:)`: the transform applied to the resolved subviews of
/// a view. SwiftUI makes it; app code does not use it directly.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content

  /// A primitive view: the graph resolves the subviews and shows the transform's result.
  @MainActor public var body: Never { primitiveBody("GroupElementsOfContent") }
}

/// The content of `Group(sections:transform:)`: the transform applied to the sections of a view.
/// SwiftUI makes it; app code does not use it directly.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
  let sections: Sections
  let transform: (SectionCollection) -> Content

  /// A primitive view: the graph resolves the sections and shows the transform's result.
  @MainActor public var body: Never { primitiveBody("GroupSectionsOfContent") }
}

extension Group where Content: View {
  /// A group made from the resolved subviews of `view`: `transform` gets them all at once (to
  /// count them, to place the first one apart).
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }

  /// A group made from the sections of `view`: `transform` gets them all at once.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}

extension Subview: CustomStringConvertible {
  /// The subview's id and the type of the view it stands for, as tree dumps show it.
  public var description: String {
    "Subview(\(id) → \(_typeName(viewType, qualified: false).prefix { $0 != "<" }))"
  }
}

extension SubviewsCollection: CustomStringConvertible {
  /// How many subviews the collection holds, as tree dumps show it.
  public var description: String { "SubviewsCollection(\(count) subviews)" }
}

extension SubviewsCollectionSlice: CustomStringConvertible {
  /// Which subviews of the collection the slice holds, as tree dumps show it.
  public var description: String {
    "SubviewsCollectionSlice(\(bounds.lowerBound)..<\(bounds.upperBound) of \(base.count))"
  }
}
