import Foundation
import Testing
import ViewProbe

/// A random view program for the identity fuzz test: its shape is fixed, and the `FuzzWorld`
/// decides which branches, ids and rows it shows.
indirect enum FuzzProgram: Equatable, CustomStringConvertible {
  /// A view with a `@State` counter: `Text("name: n")` and `Button("bump name")`.
  case leaf(String)
  /// `VStack { a; b }`.
  case pair(FuzzProgram, FuzzProgram)
  /// `if flags[f] { a } else { b }`.
  case ifElse(Int, FuzzProgram, FuzzProgram)
  /// `if flags[f] { a }`.
  case ifOnly(Int, FuzzProgram)
  /// `switch selectors[s] % 3` over three programs.
  case choice(Int, FuzzProgram, FuzzProgram, FuzzProgram)
  /// `ForEach(lists[l], id: \.self) { template }`.
  case rows(Int, FuzzProgram)
  /// `a.id(keys[k])`.
  case keyed(Int, FuzzProgram)
  /// `AnyView(a)` or `AnyView(Boxed(a))`, by the parity of `selectors[s]`.
  case erased(Int, FuzzProgram)
  /// `let v = a; VStack { v; v }`: one value shown twice.
  case twice(FuzzProgram)
  /// A container that keeps `a` and shows it under its own `@State var open`.
  case stored(String, FuzzProgram)
  /// Inside an `AnyLayout` whose wrapped layout follows `selectors[s]`: identity stays.
  case laidOut(Int, FuzzProgram)
  /// In a `Section(isExpanded:)` bound to `flags[f]`: shown while the flag is true.
  case collapsible(Int, FuzzProgram)
  /// The content of a custom container that shows its subviews as they are, in the form `form`
  /// picks: `ForEach(subviews:)`, `Group(subviews:)`, `ForEach(sections:)`, or
  /// `ForEach(subviews:)` of the content with `.padding()` (applied to each subview). Identity is
  /// as without it.
  case contained(Int, FuzzProgram)

  var description: String {
    switch self {
    case .leaf(let name): return name
    case .pair(let a, let b): return "pair(\(a), \(b))"
    case .ifElse(let f, let a, let b): return "if flags[\(f)] { \(a) } else { \(b) }"
    case .ifOnly(let f, let a): return "if flags[\(f)] { \(a) }"
    case .choice(let s, let a, let b, let c): return "switch selectors[\(s)] { \(a) | \(b) | \(c) }"
    case .rows(let l, let a): return "ForEach(lists[\(l)]) { \(a) }"
    case .keyed(let k, let a): return "\(a).id(keys[\(k)])"
    case .erased(let s, let a): return "AnyView(selectors[\(s)]: \(a))"
    case .twice(let a): return "twice(\(a))"
    case .stored(let name, let a): return "stored \(name)(\(a))"
    case .laidOut(let s, let a): return "AnyLayout(selectors[\(s)]) { \(a) }"
    case .collapsible(let f, let a): return "Section(isExpanded: flags[\(f)]) { \(a) }"
    case .contained(let form, let a):
      return [
        "ForEach(subviews:", "Group(subviews:", "ForEach(sections:", "ForEach(subviews: padded",
      ][
        form] + " \(a))"
    }
  }

  /// Simpler programs that may still fail the same way, for shrinking.
  var simplifications: [FuzzProgram] {
    switch self {
    case .leaf: return []
    case .pair(let a, let b):
      return [a, b] + a.simplifications.map { .pair($0, b) }
        + b.simplifications.map { .pair(a, $0) }
    case .ifElse(let f, let a, let b):
      return [a, b] + a.simplifications.map { .ifElse(f, $0, b) }
        + b.simplifications.map { .ifElse(f, a, $0) }
    case .ifOnly(let f, let a): return [a] + a.simplifications.map { .ifOnly(f, $0) }
    case .choice(let s, let a, let b, let c):
      return [a, b, c] + a.simplifications.map { .choice(s, $0, b, c) }
        + b.simplifications.map { .choice(s, a, $0, c) }
        + c.simplifications.map { .choice(s, a, b, $0) }
    case .rows(let l, let a): return [a] + a.simplifications.map { .rows(l, $0) }
    case .keyed(let k, let a): return [a] + a.simplifications.map { .keyed(k, $0) }
    case .erased(let s, let a): return [a] + a.simplifications.map { .erased(s, $0) }
    case .twice(let a): return [a] + a.simplifications.map { .twice($0) }
    case .stored(let name, let a): return [a] + a.simplifications.map { .stored(name, $0) }
    case .laidOut(let s, let a): return [a] + a.simplifications.map { .laidOut(s, $0) }
    case .collapsible(let f, let a): return [a] + a.simplifications.map { .collapsible(f, $0) }
    case .contained(let form, let a): return [a] + a.simplifications.map { .contained(form, $0) }
    }
  }
}

/// One step a fuzz case takes.
enum FuzzOperation: Equatable, CustomStringConvertible {
  /// Tap the `occurrence`-th "bump name" button.
  case bump(String, occurrence: Int)
  /// Tap the `occurrence`-th "toggle name" button of a stored container.
  case toggle(String, occurrence: Int)
  case flipFlag(Int)
  case changeKey(Int, to: Int)
  case select(Int, value: Int)
  case insert(list: Int, at: Int, id: Int)
  case remove(list: Int, at: Int)
  case move(list: Int, from: Int, to: Int)
  case reRender

  var description: String {
    switch self {
    case .bump(let name, let occurrence): return "tap bump \(name) [\(occurrence)]"
    case .toggle(let name, let occurrence): return "tap toggle \(name) [\(occurrence)]"
    case .flipFlag(let f): return "flags[\(f)].toggle()"
    case .changeKey(let k, let value): return "keys[\(k)] = \(value)"
    case .select(let s, let value): return "selectors[\(s)] = \(value)"
    case .insert(let l, let at, let id): return "lists[\(l)].insert(\(id), at: \(at))"
    case .remove(let l, let at): return "lists[\(l)].remove(at: \(at))"
    case .move(let l, let from, let to): return "lists[\(l)].move(\(from) → \(to))"
    case .reRender: return "reRender()"
    }
  }
}

/// The values a program's branches, ids and rows depend on, as plain values.
struct FuzzWorldValues: Equatable, CustomStringConvertible {
  var flags = [true, false]
  var keys = [0, 0]
  var selectors = [0, 0]
  var lists = [[1, 2, 3], [4]]

  var description: String {
    "flags \(flags), keys \(keys), selectors \(selectors), lists \(lists)"
  }

  /// Applies a world operation; view operations change nothing here.
  mutating func apply(_ operation: FuzzOperation) {
    switch operation {
    case .flipFlag(let f): flags[f].toggle()
    case .changeKey(let k, let value): keys[k] = value
    case .select(let s, let value): selectors[s] = value
    case .insert(let l, let at, let id): lists[l].insert(id, at: min(at, lists[l].count))
    case .remove(let l, let at): if at < lists[l].count { lists[l].remove(at: at) }
    case .move(let l, let from, let to):
      if from < lists[l].count {
        let id = lists[l].remove(at: from)
        lists[l].insert(id, at: min(to, lists[l].count))
      }
    case .bump, .toggle, .reRender: break
    }
  }
}

extension FuzzProgram {
  /// A random program at most `depth` levels deep; leaf and container names are unique.
  static func random(depth: Int, using random: inout FuzzRandom, names: inout Int) -> FuzzProgram {
    func name(_ prefix: String) -> String {
      names += 1
      return "\(prefix)\(names)"
    }
    if depth == 0 || random.below(4) == 0 { return .leaf(name("L")) }
    func sub() -> FuzzProgram {
      FuzzProgram.random(depth: depth - 1, using: &random, names: &names)
    }
    switch random.below(12) {
    case 0: return .pair(sub(), sub())
    case 1: return .ifElse(random.below(2), sub(), sub())
    case 2: return .ifOnly(random.below(2), sub())
    case 3: return .choice(random.below(2), sub(), sub(), sub())
    case 4: return .rows(random.below(2), sub())
    case 5: return .keyed(random.below(2), sub())
    case 6: return .erased(random.below(2), sub())
    case 7: return .twice(sub())
    case 8: return .laidOut(random.below(2), sub())
    case 9: return .collapsible(random.below(2), sub())
    case 10: return .contained(random.below(4), sub())
    default: return .stored(name("S"), sub())
    }
  }
}
