/// The live nodes of a graph, by id, for invalidations and probes that name a node by its id.
///
/// Ids are handed out in order and never reused, so the table is a list of fixed-size chunks
/// indexed by the id's high bits: a lookup is two array reads, where a dictionary hashed every id
/// (and rehashed the whole table as it grew: 5% of mounting a list). A chunk is released when its
/// last node leaves, so a long test that keeps replacing views keeps only its live chunks.
@MainActor
struct NodeTable {
  private nonisolated static let chunkBits = 10
  private nonisolated static let chunkSize = 1 << chunkBits

  /// Fixed storage, written in place: an array here was checked for uniqueness and exclusive
  /// access at every insertion.
  private final class Chunk {
    let slots: UnsafeMutablePointer<ViewNode?>
    var live = 0

    init() {
      slots = .allocate(capacity: NodeTable.chunkSize)
      slots.initialize(repeating: nil, count: NodeTable.chunkSize)
    }

    deinit {
      slots.deinitialize(count: NodeTable.chunkSize)
      slots.deallocate()
    }
  }

  private var chunks: [Chunk?] = []

  /// The node with `id`, if it is in the tree.
  subscript(id: Int) -> ViewNode? {
    let index = id >> Self.chunkBits
    guard id >= 0, index < chunks.count, let chunk = chunks[index] else { return nil }
    return chunk.slots[id & (Self.chunkSize - 1)]
  }

  /// Adds `node` under its id.
  mutating func insert(_ node: ViewNode) {
    let index = node.id >> Self.chunkBits
    let chunk: Chunk
    if index < chunks.count, let existing = chunks[index] {
      chunk = existing
    } else {
      while chunks.count <= index { chunks.append(nil) }
      chunk = Chunk()
      chunks[index] = chunk
    }
    let slot = chunk.slots + (node.id & (Self.chunkSize - 1))
    if slot.pointee == nil { chunk.live += 1 }
    slot.pointee = node
  }

  /// Removes the node with `id`.
  mutating func remove(_ id: Int) {
    let index = id >> Self.chunkBits
    guard id >= 0, index < chunks.count, let chunk = chunks[index] else { return }
    let slot = chunk.slots + (id & (Self.chunkSize - 1))
    guard slot.pointee != nil else { return }
    slot.pointee = nil
    chunk.live -= 1
    if chunk.live == 0 { chunks[index] = nil }
  }

  /// Every node in the table, in id order (the order they were made).
  var values: [ViewNode] {
    chunks.flatMap { chunk in
      chunk.map { chunk in (0..<Self.chunkSize).compactMap { chunk.slots[$0] } } ?? []
    }
  }
}
