/// What a data-flow fuzz leaf shows.
enum FlowRead: Equatable, Sendable, CustomStringConvertible {
  /// `store.v[slot]` of the `@EnvironmentObject` store.
  case object(Int)
  /// The environment object's `quiet`: not `@Published`, changed before an explicit
  /// `objectWillChange.send()`.
  case quiet
  /// The `let input: Int` its ancestors passed down.
  case input
  /// `@Environment(\.flowNumber)`.
  case number
  /// `@Environment(\.flowBox).value` (an `Equatable` struct).
  case box
  /// The `Binding<Int>` its ancestors passed down (`-` without one).
  case binding

  var description: String {
    switch self {
    case .object(let slot): return "object.v[\(slot)]"
    case .quiet: return "object.quiet"
    case .input: return "input"
    case .number: return "\\.flowNumber"
    case .box: return "\\.flowBox"
    case .binding: return "binding"
    }
  }
}

/// A random program of views that pass values down — as inputs, environment values, bindings,
/// environment objects and observed objects — for the data-flow fuzz test.
indirect enum FlowProgram: Equatable, Sendable, CustomStringConvertible {
  /// `Text("L<n>: value")`.
  case show(Int, FlowRead)
  /// A leaf with its own `@ObservedObject` store (one of the case's stores, by index) showing
  /// `v[slot]`.
  case observed(Int, store: Int, slot: Int)
  /// A leaf with its own `@ObservedObject` store: the one the root injects, handed down from view
  /// to view as an input (a new one when the root switches), showing `v[slot]`.
  case observedRoot(Int, slot: Int)
  /// A leaf with a button "inc B<n>" that adds one through its binding, showing the binding.
  case increment(Int)
  /// The child gets `store.v[slot]` (the environment object's) as its input.
  case pass(Int, FlowProgram)
  /// The child gets its input plus ten, computed in this view's body.
  case derive(FlowProgram)
  /// `.environment(\.flowNumber, store.v[slot])`.
  case setNumber(Int, FlowProgram)
  /// `.environment(\.flowBox, FlowBox(value: store.v[slot]))`.
  case setBox(Int, FlowProgram)
  /// `.transformEnvironment(\.flowNumber) { $0 += 100 }`.
  case transform(FlowProgram)
  /// The child gets the binding `$store.v[slot]` of the environment object.
  case bind(Int, FlowProgram)
  /// `.environmentObject(stores[index])` for the child.
  case inject(Int, FlowProgram)
  case pair(FlowProgram, FlowProgram)
  /// `if store.v[slot].isMultiple(of: 2) { a }`.
  case when(Int, FlowProgram)
  /// The child inside an `Equatable` view whose `==` compares its program, input and binding's
  /// value.
  case equatable(FlowProgram)
  /// The child built by a closure a container view holds (closures compare unequal).
  case closure(FlowProgram)
  /// `ForEach` over `0..<(store.v[slot] % 3 + 1)`: each row's input is the row's index plus its
  /// input.
  case rows(Int, FlowProgram)
  /// A view that keeps its input in `@State`, set again by `onChange(of: input)`, shows it
  /// ("M<n>: copy") and gives it to the child as its input.
  case mirror(Int, FlowProgram)
  /// The child in a sheet presented while `store.v[slot]` is odd.
  case sheet(Int, FlowProgram)
  /// The child in an `overlay` of a `Color`.
  case overlay(FlowProgram)
  /// `AnyView(child)`.
  case erased(FlowProgram)

  var description: String {
    switch self {
    case .show(let n, let read): return "L\(n)=\(read)"
    case .observed(let n, let store, let slot):
      return "L\(n)=@ObservedObject stores[\(store)].v[\(slot)]"
    case .observedRoot(let n, let slot): return "L\(n)=@ObservedObject root.v[\(slot)]"
    case .increment(let n): return "inc B\(n)"
    case .pass(let slot, let a): return "pass(v[\(slot)]) { \(a) }"
    case .derive(let a): return "derive(+10) { \(a) }"
    case .setNumber(let slot, let a): return "\(a).environment(\\.flowNumber, v[\(slot)])"
    case .setBox(let slot, let a): return "\(a).environment(\\.flowBox, v[\(slot)])"
    case .transform(let a): return "\(a).transformEnvironment(+100)"
    case .bind(let slot, let a): return "bind($v[\(slot)]) { \(a) }"
    case .inject(let index, let a): return "\(a).environmentObject(stores[\(index)])"
    case .pair(let a, let b): return "pair(\(a), \(b))"
    case .when(let slot, let a): return "if even(v[\(slot)]) { \(a) }"
    case .equatable(let a): return "equatable(\(a))"
    case .closure(let a): return "closure { \(a) }"
    case .rows(let slot, let a): return "ForEach(0..<v[\(slot)]%3+1) { \(a) }"
    case .mirror(let n, let a): return "mirror M\(n) { \(a) }"
    case .sheet(let slot, let a): return "sheet(odd(v[\(slot)])) { \(a) }"
    case .overlay(let a): return "overlay { \(a) }"
    case .erased(let a): return "AnyView(\(a))"
    }
  }

  /// Simpler programs that may still fail the same way, for shrinking.
  var simplifications: [FlowProgram] {
    switch self {
    case .show, .observed, .observedRoot, .increment: return []
    case .pair(let a, let b):
      return [a, b] + a.simplifications.map { .pair($0, b) }
        + b.simplifications.map { .pair(a, $0) }
    case .pass(let slot, let a): return [a] + a.simplifications.map { .pass(slot, $0) }
    case .derive(let a): return [a] + a.simplifications.map { .derive($0) }
    case .setNumber(let slot, let a): return [a] + a.simplifications.map { .setNumber(slot, $0) }
    case .setBox(let slot, let a): return [a] + a.simplifications.map { .setBox(slot, $0) }
    case .transform(let a): return [a] + a.simplifications.map { .transform($0) }
    case .bind(let slot, let a): return [a] + a.simplifications.map { .bind(slot, $0) }
    case .inject(let index, let a): return [a] + a.simplifications.map { .inject(index, $0) }
    case .when(let slot, let a): return [a] + a.simplifications.map { .when(slot, $0) }
    case .equatable(let a): return [a] + a.simplifications.map { .equatable($0) }
    case .closure(let a): return [a] + a.simplifications.map { .closure($0) }
    case .rows(let slot, let a): return [a] + a.simplifications.map { .rows(slot, $0) }
    case .mirror(let n, let a): return [a] + a.simplifications.map { .mirror(n, $0) }
    case .sheet(let slot, let a): return [a] + a.simplifications.map { .sheet(slot, $0) }
    case .overlay(let a): return [a] + a.simplifications.map { .overlay($0) }
    case .erased(let a): return [a] + a.simplifications.map { .erased($0) }
    }
  }

  /// A random program at most `depth` levels deep; labels are unique.
  static func random(depth: Int, using random: inout FuzzRandom, labels: inout Int) -> FlowProgram {
    func label() -> Int {
      labels += 1
      return labels
    }
    func slot() -> Int { random.below(FlowValues.slotCount) }
    if depth == 0 || random.below(4) == 0 {
      switch random.below(9) {
      case 0: return .observed(label(), store: random.below(FlowValues.storeCount), slot: slot())
      case 1: return .increment(label())
      case 2: return .observedRoot(label(), slot: slot())
      default:
        let reads: [FlowRead] = [.object(slot()), .quiet, .input, .number, .box, .binding]
        return .show(label(), reads[random.below(reads.count)])
      }
    }
    func sub() -> FlowProgram { .random(depth: depth - 1, using: &random, labels: &labels) }
    switch random.below(18) {
    case 0, 1: return .pair(sub(), sub())
    case 2: return .pass(slot(), sub())
    case 3: return .derive(sub())
    case 4: return .setNumber(slot(), sub())
    case 5: return .setBox(slot(), sub())
    case 6: return .transform(sub())
    case 7: return .bind(slot(), sub())
    case 8: return .inject(random.below(FlowValues.storeCount), sub())
    case 9: return .when(slot(), sub())
    case 10: return .equatable(sub())
    case 11: return .closure(sub())
    case 12: return .rows(slot(), sub())
    case 13: return .mirror(label(), sub())
    case 14: return .sheet(slot(), sub())
    case 15: return .overlay(sub())
    case 16: return .erased(sub())
    default: return .pair(sub(), sub())
    }
  }
}

/// A change the test makes, or a tap.
enum FlowOperation: Equatable, Sendable, CustomStringConvertible {
  /// `stores[store].v[slot] = value` (published).
  case set(store: Int, slot: Int, Int)
  /// `stores[store].quiet = value` (not published), then `objectWillChange.send()`.
  case quiet(store: Int, Int)
  /// The root injects `stores[index]` (the root observes which).
  case root(Int)
  /// Taps the first "inc B<n>" button.
  case increment(Int)
  /// `harness.reRender()`.
  case reRender

  var description: String {
    switch self {
    case .set(let store, let slot, let value): return "stores[\(store)].v[\(slot)] = \(value)"
    case .quiet(let store, let value): return "stores[\(store)].quiet = \(value); send()"
    case .root(let index): return "root injects stores[\(index)]"
    case .increment(let n): return "tap inc B\(n)"
    case .reRender: return "reRender()"
    }
  }

  static func random(_ random: inout FuzzRandom, labels: Int) -> FlowOperation {
    let store = random.below(FlowValues.storeCount)
    switch random.below(10) {
    case 0: return .quiet(store: store, random.below(5))
    case 1: return .root(store)
    case 2, 3: return .increment(1 + random.below(max(labels, 1)))
    case 4: return .reRender
    default: return .set(store: store, slot: random.below(FlowValues.slotCount), random.below(6))
    }
  }
}

/// The stores' values, as the reference sees them.
struct FlowValues: Equatable, CustomStringConvertible {
  static let storeCount = 3
  static let slotCount = 3
  var v = Array(repeating: Array(repeating: 0, count: slotCount), count: storeCount)
  var quiet = Array(repeating: 0, count: storeCount)
  var root = 0

  var description: String { "v \(v), quiet \(quiet), root \(root)" }
}

/// What the rules say the screen shows: every text shows the current values.
struct FlowReference {
  private(set) var texts: [String] = []
  /// The slot and store the first "inc B<n>" button writes, by label.
  private(set) var increments: [Int: (store: Int, slot: Int)] = [:]
  /// Whether a sheet is up: it covers the buttons beneath it, so the test taps none then.
  private(set) var sheetUp = false

  private struct Context {
    var store: Int
    var input = 0
    var number = 0
    var box = 0
    var binding: (store: Int, slot: Int)?
  }

  mutating func render(_ program: FlowProgram, _ values: FlowValues) {
    texts = []
    increments = [:]
    sheetUp = false
    render(program, values, Context(store: values.root))
  }

  private mutating func render(_ program: FlowProgram, _ values: FlowValues, _ context: Context) {
    var inner = context
    let object = values.v[context.store]
    switch program {
    case .show(let n, let read):
      let shown: String
      switch read {
      case .object(let slot): shown = "\(object[slot])"
      case .quiet: shown = "\(values.quiet[context.store])"
      case .input: shown = "\(context.input)"
      case .number: shown = "\(context.number)"
      case .box: shown = "\(context.box)"
      case .binding: shown = context.binding.map { "\(values.v[$0.store][$0.slot])" } ?? "-"
      }
      texts.append("L\(n): \(shown)")
    case .observed(let n, let store, let slot):
      texts.append("L\(n): \(values.v[store][slot])")
    case .observedRoot(let n, let slot):
      texts.append("L\(n): \(values.v[values.root][slot])")
    case .increment(let n):
      texts.append("B\(n): " + (context.binding.map { "\(values.v[$0.store][$0.slot])" } ?? "-"))
      texts.append("inc B\(n)")
      if increments[n] == nil, let binding = context.binding { increments[n] = binding }
    case .pass(let slot, let a):
      inner.input = object[slot]
      render(a, values, inner)
    case .derive(let a):
      inner.input += 10
      render(a, values, inner)
    case .setNumber(let slot, let a):
      inner.number = object[slot]
      render(a, values, inner)
    case .setBox(let slot, let a):
      inner.box = object[slot]
      render(a, values, inner)
    case .transform(let a):
      inner.number += 100
      render(a, values, inner)
    case .bind(let slot, let a):
      inner.binding = (context.store, slot)
      render(a, values, inner)
    case .inject(let index, let a):
      inner.store = index
      render(a, values, inner)
    case .pair(let a, let b):
      render(a, values, context)
      render(b, values, context)
    case .when(let slot, let a):
      if object[slot].isMultiple(of: 2) { render(a, values, context) }
    case .equatable(let a), .closure(let a), .overlay(let a), .erased(let a):
      render(a, values, context)
    case .mirror(let n, let a):
      texts.append("M\(n): \(context.input)")
      render(a, values, context)
    case .sheet(let slot, let a):
      if !object[slot].isMultiple(of: 2) {
        sheetUp = true
        render(a, values, context)
      }
    case .rows(let slot, let a):
      for row in 0..<(object[slot] % 3 + 1) {
        inner.input = context.input + row
        render(a, values, inner)
      }
    }
  }
}
