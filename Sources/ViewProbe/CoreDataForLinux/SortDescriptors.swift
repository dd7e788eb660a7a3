// Sort descriptors as Core Data apps write them, where Linux's Foundation lacks them: a key path
// to an optional value (`NSSortDescriptor(keyPath: \Book.title, ascending: true)`, where `title`
// is `String?`), a property's name (`NSSortDescriptor(key: "title", ascending: true)`, which needs
// key-value coding there), and value-type `SortDescriptor`s a fetch request keeps as its own.
#if !canImport(Darwin)
  import Foundation

  extension NSSortDescriptor {
    /// Orders by the optional value at `keyPath`, `nil` first when ascending.
    public convenience init<Root, Value: Comparable>(
      keyPath: KeyPath<Root, Value?>, ascending: Bool
    ) {
      self.init(keyPath: keyPath, ascending: ascending) { left, right in
        NSSortDescriptor.order(left as? Value, right as? Value)
      }
    }

    /// Orders managed objects by the value of the property named `key` (strings, numbers and
    /// dates; `nil` first when ascending).
    public convenience init(key: String?, ascending: Bool) {
      let key = key ?? ""
      self.init(keyPath: \NSManagedObject.self, ascending: ascending) { left, right in
        let values = [left, right].map { ($0 as? NSManagedObject)?.value(forKeyPath: key) }
        return NSSortDescriptor.orderValues(values[0], values[1])
      }
    }

    static func order<Value: Comparable>(_ left: Value?, _ right: Value?) -> ComparisonResult {
      switch (left, right) {
      case (nil, nil): .orderedSame
      case (nil, _): .orderedAscending
      case (_, nil): .orderedDescending
      case let (left?, right?):
        left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
      }
    }

    /// Compares two property values of the kinds a data model holds.
    static func orderValues(_ left: Any?, _ right: Any?) -> ComparisonResult {
      if let left = left as? String, let right = right as? String {
        return left.compare(right)
      }
      if let left = left as? Date, let right = right as? Date { return order(left, right) }
      if let left = PredicateValue.number(left), let right = PredicateValue.number(right) {
        return order(left, right)
      }
      if left is Bool || right is Bool {
        return order((left as? Bool).map { $0 ? 1 : 0 }, (right as? Bool).map { $0 ? 1 : 0 })
      }
      return order(left == nil ? nil : 1, right == nil ? nil : 1)
    }
  }

  /// A value-type sort descriptor a fetch request keeps as a reference-type one: it orders as the
  /// value does, and the request hands the value back.
  final class ValueSortDescriptor<Compared>: NSSortDescriptor {
    let value: SortDescriptor<Compared>

    init(_ value: SortDescriptor<Compared>) {
      self.value = value
      let ascending = value.order == .forward
      // The value orders as its `order` says; a descending reference-type descriptor reverses
      // what its comparator answers, so the comparator answers reversed to begin with.
      super.init(keyPath: \NSManagedObject.self, ascending: ascending) { left, right in
        guard let left = left as? Compared, let right = right as? Compared else {
          return .orderedSame
        }
        return ascending ? value.compare(left, right) : value.compare(right, left)
      }
    }
  }

  extension NSSortDescriptor {
    /// The value-type descriptor this one was made from, if any.
    func viewProbeSortDescriptor<Compared>(_ type: Compared.Type) -> SortDescriptor<Compared>? {
      (self as? ValueSortDescriptor<Compared>)?.value
    }
  }
#endif
