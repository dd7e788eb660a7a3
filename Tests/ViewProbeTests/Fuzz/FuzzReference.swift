/// The fuzz test's oracle: which state must survive, written from the rules alone (A02, A07,
/// A09, A11, A12, A14), without the runtime. An identity is the path of structural choices from
/// the root; state lives while its path stays in the tree, and a path that comes back starts over.
struct FuzzReference {
  private(set) var counters: [String: Int] = [:]
  private(set) var opens: [String: Bool] = [:]

  /// The texts the program shows, in order, with its current state.
  private(set) var texts: [String] = []
  /// The display names of the leaves and containers, in order (for choosing a button).
  private(set) var leaves: [String] = []
  private(set) var containers: [String] = []

  /// Recomputes what is shown and forgets the state of every identity that left.
  mutating func settle(_ program: FuzzProgram, _ world: FuzzWorldValues) {
    var walk = Walk(counters: counters, opens: opens, world: world)
    walk.visit(program, path: "", display: "")
    counters = counters.filter { walk.liveCounters.contains($0.key) }
    opens = opens.filter { walk.liveOpens.contains($0.key) }
    texts = walk.texts
    leaves = walk.leaves
    containers = walk.containers
  }

  /// Applies a tap to the reference state (the world operations go through `FuzzWorldValues`).
  mutating func apply(_ operation: FuzzOperation, _ program: FuzzProgram, _ world: FuzzWorldValues)
  {
    var walk = Walk(counters: counters, opens: opens, world: world)
    walk.visit(program, path: "", display: "")
    switch operation {
    case .bump(let name, let occurrence):
      if let path = walk.path(ofLeaf: name, occurrence: occurrence) {
        counters[path, default: 0] += 1
      }
    case .toggle(let name, let occurrence):
      if let path = walk.path(ofContainer: name, occurrence: occurrence) {
        opens[path] = !(opens[path] ?? true)
      }
    default: break
    }
  }

  private struct Walk {
    let counters: [String: Int]
    let opens: [String: Bool]
    let world: FuzzWorldValues
    var liveCounters: Set<String> = []
    var liveOpens: Set<String> = []
    var texts: [String] = []
    var leaves: [String] = []
    var containers: [String] = []
    var leafPaths: [(name: String, path: String)] = []
    var containerPaths: [(name: String, path: String)] = []

    init(counters: [String: Int], opens: [String: Bool], world: FuzzWorldValues) {
      self.counters = counters
      self.opens = opens
      self.world = world
    }

    func path(ofLeaf name: String, occurrence: Int) -> String? {
      let matches = leafPaths.filter { $0.name == name }
      return occurrence < matches.count ? matches[occurrence].path : nil
    }

    func path(ofContainer name: String, occurrence: Int) -> String? {
      let matches = containerPaths.filter { $0.name == name }
      return occurrence < matches.count ? matches[occurrence].path : nil
    }

    mutating func visit(_ program: FuzzProgram, path: String, display: String) {
      switch program {
      case .leaf(let name):
        let shown = name + display
        liveCounters.insert(path)
        texts += ["\(shown): \(counters[path] ?? 0)", "bump \(shown)"]
        leaves.append(shown)
        leafPaths.append((shown, path))
      case .pair(let a, let b):
        visit(a, path: path + "/0", display: display)
        visit(b, path: path + "/1", display: display)
      case .ifElse(let f, let a, let b):
        if world.flags[f] {
          visit(a, path: path + "/T", display: display)
        } else {
          visit(b, path: path + "/F", display: display)
        }
      case .ifOnly(let f, let a):
        if world.flags[f] { visit(a, path: path + "/some", display: display) }
      case .choice(let s, let a, let b, let c):
        let branch = world.selectors[s] % 3
        visit([a, b, c][branch], path: path + "/case\(branch)", display: display)
      case .rows(let l, let template):
        var seen: [Int: Int] = [:]
        for id in world.lists[l] {
          let occurrence = seen[id, default: 0]
          seen[id] = occurrence + 1
          let key = occurrence == 0 ? "/row\(id)" : "/row\(id)#\(occurrence)"
          visit(template, path: path + key, display: display + "@\(id)")
        }
      case .keyed(let k, let a):
        visit(a, path: path + "/id\(world.keys[k])", display: display)
      case .erased(let s, let a):
        visit(a, path: path + "/type\(world.selectors[s] % 2)", display: display)
      case .twice(let a):
        visit(a, path: path + "/0", display: display)
        visit(a, path: path + "/1", display: display)
      case .stored(let name, let a):
        let shown = name + display
        liveOpens.insert(path)
        texts.append("toggle \(shown)")
        containers.append(shown)
        containerPaths.append((shown, path))
        if opens[path] ?? true { visit(a, path: path + "/open", display: display) }
      case .laidOut(_, let a):
        visit(a, path: path + "/layout", display: display)
      case .collapsible(let f, let a):
        if world.flags[f] { visit(a, path: path + "/expanded", display: display) }
      case .contained(_, let a):
        // A container that shows its subviews as they are changes no identity: custom views keep
        // their state in its content, and each subview is placed by its id.
        visit(a, path: path, display: display)
      }
    }
  }
}
