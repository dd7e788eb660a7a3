import Foundation
import SwiftData
import ViewProbe

/// A shelf of the SwiftData fuzz test; deleting it deletes its items.
@Model
final class FuzzShelf {
  var name: String
  @Relationship(deleteRule: .cascade, inverse: \FuzzItem.shelf) var items: [FuzzItem] = []

  init(name: String) { self.name = name }
}

/// An item of the SwiftData fuzz test: its label is unique (so every sort is a total order), and
/// inserting another item with a label in use updates the item that has it (an upsert).
@Model
final class FuzzItem {
  @Attribute(.unique) var label: String
  var rank: Int
  var flag: Bool
  var shelf: FuzzShelf?

  init(label: String, rank: Int, flag: Bool) {
    self.label = label
    self.rank = rank
    self.flag = flag
  }
}

/// Which items a query of the fuzz test keeps.
enum ItemFilter: Equatable, CustomStringConvertible {
  case all
  case flagged
  case rankAtLeast(Int)
  case onShelf(String)
  case flaggedRankAtLeast(Int)
  /// `rank >= minRank`, the root's `@State`, passed down to the query view's initializer.
  case rankAtLeastRootValue

  var description: String {
    switch self {
    case .all: return "all"
    case .flagged: return "flag"
    case .rankAtLeast(let k): return "rank >= \(k)"
    case .onShelf(let name): return "shelf?.name == \(name)"
    case .flaggedRankAtLeast(let k): return "flag && rank >= \(k)"
    case .rankAtLeastRootValue: return "rank >= minRank"
    }
  }

  func predicate(minRank: Int) -> Predicate<FuzzItem>? {
    switch self {
    case .all: return nil
    case .flagged: return #Predicate { $0.flag }
    case .rankAtLeast(let k): return #Predicate { $0.rank >= k }
    case .onShelf(let name): return #Predicate { $0.shelf?.name == name }
    case .flaggedRankAtLeast(let k): return #Predicate { $0.flag && $0.rank >= k }
    case .rankAtLeastRootValue: return #Predicate { $0.rank >= minRank }
    }
  }
}

/// One `@Query` of the fuzz test: a filter, a direction for the sort by rank then label, a fetch
/// limit, and whether each row is a view of its own (reading the item in its own body) or a
/// button made in the `ForEach` closure.
struct ItemQuery: Equatable, CustomStringConvertible {
  var filter: ItemFilter
  var descending: Bool
  var limit: Int?
  var rowViews: Bool

  var description: String {
    "Query(\(filter), \(descending ? "descending" : "ascending")"
      + (limit.map { ", limit \($0)" } ?? "") + (rowViews ? ", row views" : "") + ")"
  }
}

/// The fuzz test's screen: a query view per `ItemQuery`, the shelves with their items (read
/// through the relationship), and a count of every item (an unsorted query).
struct ModelFuzzRoot: View {
  let queries: [ItemQuery]
  let showsShelves: Bool
  let showsFilledShelves: Bool
  @State private var minRank = 0

  var body: some View {
    VStack {
      Button("raise") { minRank += 1 }
      Button("lower") { minRank -= 1 }
      ForEach(Array(queries.enumerated()), id: \.offset) { index, query in
        ItemQueryView(index: index, query: query, minRank: minRank)
      }
      if showsShelves {
        ShelfListView()
      }
      if showsFilledShelves {
        FilledShelvesView()
      }
      ItemCountView()
    }
  }
}

struct ItemQueryView: View {
  let index: Int
  let rowViews: Bool
  @Query private var items: [FuzzItem]

  init(index: Int, query: ItemQuery, minRank: Int) {
    self.index = index
    rowViews = query.rowViews
    let order: SortOrder = query.descending ? .reverse : .forward
    var descriptor = FetchDescriptor<FuzzItem>(
      predicate: query.filter.predicate(minRank: minRank),
      sortBy: [SortDescriptor(\.rank, order: order), SortDescriptor(\.label, order: order)])
    descriptor.fetchLimit = query.limit
    _items = Query(descriptor)
  }

  var body: some View {
    ForEach(items) { item in
      if rowViews {
        ItemRow(index: index, item: item)
      } else {
        Button(itemTitle(index, item)) { item.rank += 1 }
      }
    }
  }
}

struct ItemRow: View {
  let index: Int
  let item: FuzzItem

  var body: some View {
    Button(itemTitle(index, item)) { item.rank += 1 }
  }
}

/// What a row of query `index` shows for `item`.
func itemTitle(_ index: Int, _ item: FuzzItem) -> String {
  "Q\(index) \(item.label) r\(item.rank)\(item.flag ? " f" : "")"
}

struct ShelfListView: View {
  @Query(sort: \FuzzShelf.name) private var shelves: [FuzzShelf]

  var body: some View {
    ForEach(shelves) { ShelfRow(shelf: $0) }
  }
}

struct ShelfRow: View {
  let shelf: FuzzShelf

  var body: some View {
    Text("\(shelf.name): \(shelf.items.map(\.label).sorted().joined(separator: ","))")
  }
}

/// The shelves that hold items: a predicate on a to-many relationship.
struct FilledShelvesView: View {
  @Query(filter: #Predicate<FuzzShelf> { !$0.items.isEmpty }, sort: \FuzzShelf.name)
  private var shelves: [FuzzShelf]

  var body: some View {
    ForEach(shelves) { shelf in Text("filled \(shelf.name) \(shelf.items.count)") }
  }
}

struct ItemCountView: View {
  @Query private var items: [FuzzItem]

  var body: some View {
    Text("count \(items.count)")
  }
}
