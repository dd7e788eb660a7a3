import Foundation
import SwiftData

/// A change made in a model context: the fuzz test makes it in the main context or in a context
/// of its own, and the reference makes it to plain values.
enum ModelEdit: Equatable, CustomStringConvertible {
  /// A new item; with a label in use, an upsert: the item with the label takes these values.
  case insert(label: String, rank: Int, flag: Bool, shelf: String?)
  case setRank(String, Int)
  case toggleFlag(String)
  case rename(String, to: String)
  case move(String, toShelf: String?)
  case delete(String)
  case addShelf(String)
  case deleteShelf(String)
  /// `delete(model: FuzzItem.self, where: #Predicate { $0.rank < k })`.
  case deleteRankBelow(Int)

  var description: String {
    switch self {
    case .insert(let label, let rank, let flag, let shelf):
      return "insert \(label) r\(rank)\(flag ? " f" : "") on \(shelf ?? "no shelf")"
    case .setRank(let label, let rank): return "\(label).rank = \(rank)"
    case .toggleFlag(let label): return "\(label).flag.toggle()"
    case .rename(let label, let new): return "\(label).label = \(new)"
    case .move(let label, let shelf): return "\(label).shelf = \(shelf ?? "nil")"
    case .delete(let label): return "delete \(label)"
    case .addShelf(let name): return "insert shelf \(name)"
    case .deleteShelf(let name): return "delete shelf \(name)"
    case .deleteRankBelow(let k): return "delete(model: FuzzItem.self, where: rank < \(k))"
    }
  }

  /// Makes the change in `context`, finding models by label or name as the context sees them.
  func apply(in context: ModelContext) {
    func item(_ label: String) -> FuzzItem? {
      try? context.fetch(FetchDescriptor<FuzzItem>(predicate: #Predicate { $0.label == label }))
        .first
    }
    func shelf(_ name: String?) -> FuzzShelf? {
      guard let name else { return nil }
      return try? context.fetch(
        FetchDescriptor<FuzzShelf>(predicate: #Predicate { $0.name == name })
      )
      .first
    }
    switch self {
    case .insert(let label, let rank, let flag, let name):
      // An odd rank is set after the insert, as an importer sets values (an upsert's too).
      let new = FuzzItem(label: label, rank: rank.isMultiple(of: 2) ? rank : 0, flag: flag)
      context.insert(new)
      if !rank.isMultiple(of: 2) { new.rank = rank }
      new.shelf = shelf(name)
    case .setRank(let label, let rank): item(label)?.rank = rank
    case .toggleFlag(let label): item(label)?.flag.toggle()
    case .rename(let label, let new): item(label)?.label = new
    case .move(let label, let name): item(label)?.shelf = shelf(name)
    case .delete(let label): if let found = item(label) { context.delete(found) }
    case .addShelf(let name): if shelf(name) == nil { context.insert(FuzzShelf(name: name)) }
    case .deleteShelf(let name): if let found = shelf(name) { context.delete(found) }
    case .deleteRankBelow(let k):
      try? context.delete(model: FuzzItem.self, where: #Predicate { $0.rank < k })
    }
  }
}

/// A step of the SwiftData fuzz test.
enum ModelOperation: Equatable, CustomStringConvertible {
  /// An edit in the container's main context (the one the views query; it autosaves).
  case main(ModelEdit)
  /// Edits in a new `ModelContext(container)`, then how the context ends.
  case side([ModelEdit], SideEnd)
  /// A tap on the row at `position` of query `query`: the row's button bumps the item's rank.
  case tap(query: Int, position: Int)
  case raise
  case lower
  case reRender
  /// `undoManager.undo()` on the main context's undo manager (a program that is `undoable`).
  case undo
  /// `undoManager.redo()`.
  case redo

  var description: String {
    switch self {
    case .main(let edit): return "main: \(edit)"
    case .side(let edits, let end):
      return "side: \(edits.map(\.description).joined(separator: ", ")), \(end)"
    case .tap(let query, let position): return "tap row \(position) of Q\(query)"
    case .raise: return "tap raise"
    case .lower: return "tap lower"
    case .reRender: return "reRender()"
    case .undo: return "undo()"
    case .redo: return "redo()"
    }
  }
}

/// How a context of the test's own ends: saved, let go, or rolled back and then saved (which
/// saves nothing).
enum SideEnd: CaseIterable, CustomStringConvertible {
  case save
  case drop
  case rollbackThenSave

  var description: String {
    switch self {
    case .save: return "save()"
    case .drop: return "let go"
    case .rollbackThenSave: return "rollback(), save()"
    }
  }
}

/// The fuzz test's screen as a program: its queries and whether it lists the shelves.
struct ModelFuzzProgram: CustomStringConvertible {
  var queries: [ItemQuery]
  var showsShelves: Bool
  /// Whether it also lists the shelves that hold items (a predicate on the relationship).
  var showsFilledShelves = false
  /// Whether the main context has an undo manager, each edit and tap one group of it: its
  /// operations stay in the main context (no other context saves, no upserts or batch deletes,
  /// whose undoing SwiftData does not document).
  var undoable = false

  var description: String {
    "\(queries)\(showsShelves ? " + shelves" : "")\(showsFilledShelves ? " + filled shelves" : "")"
      + (undoable ? " + undo" : "")
  }

  /// Simpler programs to try while shrinking a failing case.
  var simplifications: [ModelFuzzProgram] {
    var simpler: [ModelFuzzProgram] = []
    if showsShelves {
      simpler.append(with { $0.showsShelves = false })
    }
    if showsFilledShelves {
      simpler.append(with { $0.showsFilledShelves = false })
    }
    if undoable {
      simpler.append(with { $0.undoable = false })
    }
    for index in queries.indices {
      simpler.append(with { $0.queries.remove(at: index) })
      let query = queries[index]
      for plain in [
        ItemQuery(
          filter: .all, descending: query.descending, limit: query.limit, rowViews: query.rowViews),
        ItemQuery(
          filter: query.filter, descending: false, limit: query.limit, rowViews: query.rowViews),
        ItemQuery(
          filter: query.filter, descending: query.descending, limit: nil, rowViews: query.rowViews),
        ItemQuery(
          filter: query.filter, descending: query.descending, limit: query.limit, rowViews: false),
      ] where plain != query {
        simpler.append(with { $0.queries[index] = plain })
      }
    }
    return simpler
  }

  /// This program, changed by `change`.
  private func with(_ change: (inout ModelFuzzProgram) -> Void) -> ModelFuzzProgram {
    var changed = self
    change(&changed)
    return changed
  }

  static let shelfNames = ["S1", "S2", "S3"]

  static func random(using random: inout FuzzRandom) -> ModelFuzzProgram {
    let queries = (0..<(1 + random.below(4))).map { _ in
      let filter: ItemFilter
      switch random.below(6) {
      case 0: filter = .all
      case 1: filter = .flagged
      case 2: filter = .rankAtLeast(random.below(5))
      case 3: filter = .onShelf(shelfNames[random.below(3)])
      case 4: filter = .flaggedRankAtLeast(random.below(5))
      default: filter = .rankAtLeastRootValue
      }
      return ItemQuery(
        filter: filter, descending: random.below(2) == 0,
        limit: random.below(3) == 0 ? 1 + random.below(3) : nil, rowViews: random.below(2) == 0)
    }
    return ModelFuzzProgram(
      queries: queries, showsShelves: random.below(3) != 0,
      showsFilledShelves: random.below(2) == 0, undoable: random.below(3) == 0)
  }
}

/// The models as plain values: what the screen must show.
struct ModelWorld: CustomStringConvertible {
  struct Item: Equatable {
    var rank: Int
    var flag: Bool
    var shelf: String?
  }

  /// What an undo or a redo puts back: the models, not the root's filter value.
  struct Snapshot: Equatable {
    var items: [String: Item]
    var shelves: Set<String>
  }

  var items: [String: Item] = [:]
  var shelves: Set<String> = []
  var minRank = 0
  /// The changes undo walks back, each as the models before and after it.
  var undoHistory: [(before: Snapshot, after: Snapshot)] = []
  /// The changes undone, which redo does again.
  var redoHistory: [(before: Snapshot, after: Snapshot)] = []

  var snapshot: Snapshot {
    get { Snapshot(items: items, shelves: shelves) }
    set { (items, shelves) = (newValue.items, newValue.shelves) }
  }

  var description: String {
    let listed = items.keys.sorted().map { label in
      let item = items[label]!
      return "\(label) r\(item.rank)\(item.flag ? " f" : "")\(item.shelf.map { " on \($0)" } ?? "")"
    }
    return
      "items [\(listed.joined(separator: ", "))], shelves \(shelves.sorted()), minRank \(minRank)"
  }

  mutating func apply(_ edit: ModelEdit) {
    switch edit {
    case .insert(let label, let rank, let flag, let shelf):
      items[label] = Item(
        rank: rank, flag: flag, shelf: shelf.flatMap { shelves.contains($0) ? $0 : nil })
    case .setRank(let label, let rank): items[label]?.rank = rank
    case .toggleFlag(let label): items[label]?.flag.toggle()
    case .rename(let label, let new):
      if let item = items.removeValue(forKey: label) { items[new] = item }
    case .move(let label, let shelf):
      items[label]?.shelf = shelf.flatMap { shelves.contains($0) ? $0 : nil }
    case .delete(let label): items[label] = nil
    case .addShelf(let name): shelves.insert(name)
    case .deleteShelf(let name):
      guard shelves.remove(name) != nil else { return }
      items = items.filter { $0.value.shelf != name }
    case .deleteRankBelow(let k): items = items.filter { $0.value.rank >= k }
    }
  }

  /// The labels query `query` shows, in order.
  func labels(of query: ItemQuery) -> [String] {
    let kept = items.filter { _, item in
      switch query.filter {
      case .all: return true
      case .flagged: return item.flag
      case .rankAtLeast(let k): return item.rank >= k
      case .onShelf(let name): return item.shelf == name
      case .flaggedRankAtLeast(let k): return item.flag && item.rank >= k
      case .rankAtLeastRootValue: return item.rank >= minRank
      }
    }
    var sorted = kept.sorted { ($0.value.rank, $0.key) < ($1.value.rank, $1.key) }.map(\.key)
    if query.descending { sorted.reverse() }
    return query.limit.map { Array(sorted.prefix($0)) } ?? sorted
  }

  func title(_ index: Int, _ label: String) -> String {
    let item = items[label]!
    return "Q\(index) \(label) r\(item.rank)\(item.flag ? " f" : "")"
  }

  /// Every text of the screen, in order.
  func texts(of program: ModelFuzzProgram) -> [String] {
    var texts = ["raise", "lower"]
    for (index, query) in program.queries.enumerated() {
      texts += labels(of: query).map { title(index, $0) }
    }
    if program.showsShelves {
      for name in shelves.sorted() {
        let held = items.filter { $0.value.shelf == name }.keys.sorted()
        texts.append("\(name): \(held.joined(separator: ","))")
      }
    }
    if program.showsFilledShelves {
      for name in shelves.sorted() {
        let held = items.values.filter { $0.shelf == name }.count
        if held > 0 { texts.append("filled \(name) \(held)") }
      }
    }
    texts.append("count \(items.count)")
    return texts
  }

  /// A random edit that mostly touches what exists; `labels` numbers new labels.
  func randomEdit(using random: inout FuzzRandom, labels: inout Int, undoable: Bool = false)
    -> ModelEdit
  {
    func newLabel(_ prefix: String) -> String {
      labels += 1
      return prefix + String(format: "%03d", labels)
    }
    let existing = items.keys.sorted()
    let shelfList = shelves.sorted()
    let someShelf: String? =
      shelfList.isEmpty || random.below(3) == 0 ? nil : shelfList[random.below(shelfList.count)]
    let roll = random.below(20)
    if existing.isEmpty || roll < 5 {
      let missing = ModelFuzzProgram.shelfNames.filter { !shelves.contains($0) }
      if !missing.isEmpty && random.below(3) == 0 {
        return .addShelf(missing[random.below(missing.count)])
      }
      return .insert(
        label: newLabel("L"), rank: random.below(6), flag: random.below(2) == 0, shelf: someShelf)
    }
    let label = existing[random.below(existing.count)]
    switch roll {
    case 5..<9: return .setRank(label, random.below(6))
    case 9..<12: return .toggleFlag(label)
    case 12..<14: return .rename(label, to: newLabel("R"))
    case 14..<17: return .move(label, toShelf: someShelf)
    case 17: return .delete(label)
    case 18:
      if undoable { return .delete(label) }
      return random.below(2) == 0
        ? .deleteRankBelow(random.below(4))
        : .insert(label: label, rank: random.below(6), flag: random.below(2) == 0, shelf: someShelf)
    default:
      return shelfList.isEmpty
        ? .delete(label) : .deleteShelf(shelfList[random.below(shelfList.count)])
    }
  }
}
