/// The live nodes of a graph, by id, for invalidations and probes that name a node by its id.
///
/// Ids are handed out in order and never reused, so the table is a list of fixed-size chunks
/// indexed by the id's high bits: a lookup is two array reads, where a dictionary hashed every id
/// (and rehashed the whole table as it grew: 5% of mounting a list). A chunk is released when its
/// last node leaves, so a long test that keeps replacing views keeps only its live chunks.
@MainActor
struct NodeTable {
  private static let chunkBits = 10
  private static let chunkSize = 1 << chunkBits

  private final class Chunk {
    var slots: [ViewNode?]
    var live = 0
    init(size: Int) { slots = [ViewNode?](repeating: nil, count: size) }
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
    while chunks.count <= index { chunks.append(nil) }
    let chunk = chunks[index] ?? Chunk(size: Self.chunkSize)
    chunks[index] = chunk
    let slot = node.id & (Self.chunkSize - 1)
    if chunk.slots[slot] == nil { chunk.live += 1 }
    chunk.slots[slot] = node
  }

  /// Removes the node with `id`.
  mutating func remove(_ id: Int) {
    let index = id >> Self.chunkBits
    guard id >= 0, index < chunks.count, let chunk = chunks[index] else { return }
    let slot = id & (Self.chunkSize - 1)
    guard chunk.slots[slot] != nil else { return }
    chunk.slots[slot] = nil
    chunk.live -= 1
    if chunk.live == 0 { chunks[index] = nil }
  }

  /// Every node in the table, in id order (the order they were made).
  var values: [ViewNode] {
    chunks.flatMap { $0?.slots.compactMap { $0 } ?? [] }
  }
}
