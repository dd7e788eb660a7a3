// `@ManagedEntity` for Linux's Core Data stand-in, read from source text like `@Model`: it stands
// for what Xcode generates from an app's data model. Each stored instance `var` of the class
// becomes an attribute or relationship whose value the managed object keeps (`@_ManagedProperty`
// writes its accessors); a declared default (`var rating: Int16 = 3`) is the model's default
// value. The class gets `fetchRequest()` typed to itself, and `addTo…`/`removeFrom…` for each
// to-many relationship, as Xcode's generated code has; `@ManagedInverse(\Book.author)` names a
// relationship's inverse (on one side: the other side finds it), which Core Data keeps in step,
// and `@ManagedDeleteRule(.cascadeDeleteRule)` its delete rule (nullify unless said).

/// What `@ManagedEntity` writes for one attached-macro request.
func managedEntityExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String
  else { return "" }
  switch role {
  case "member":
    guard let name = className(in: declaration) else { return "" }
    return managedEntityMembers(of: name, in: declaration)
  case "memberAttribute":
    return isTrackedStoredProperty(declaration) && !declaration.contains("@_ManagedProperty")
      ? "@_ManagedProperty" : ""
  default:
    return ""
  }
}

/// The class's members: the box its defaults land in, its typed fetch request, its to-many keys
/// and their `addTo…`/`removeFrom…` methods.
func managedEntityMembers(of name: String, in declaration: String) -> String {
  let properties = storedProperties(inType: declaration).filter(isTrackedStoredProperty).compactMap(
    ManagedProperty.init)
  let toMany = properties.filter(\.isToMany)
  let inverses = properties.compactMap { property in
    property.inverse.map { "\"\(property.name)\": \"\($0)\"" }
  }
  let deleteRules = properties.compactMap { property in
    property.deleteRule.map { "\"\(property.name)\": \($0)" }
  }
  var members = """
    public let _viewProbeDefaultsBox = _ManagedDefaults()

    public override func _viewProbeDefaults() -> [String: Any] { _viewProbeDefaultsBox.values }

    public override class var _viewProbeToManyForms: [String: String] {
      [\(toMany.isEmpty ? ":" : toMany.map { "\"\($0.name)\": \"\($0.form)\"" }.joined(separator: ", "))]
    }

    public override class var _viewProbeInverses: [String: String] {
      [\(inverses.isEmpty ? ":" : inverses.joined(separator: ", "))]
    }

    public override class var _viewProbeDeleteRules: [String: NSDeleteRule] {
      [\(deleteRules.isEmpty ? ":" : deleteRules.joined(separator: ", "))]
    }

    public class func fetchRequest() -> NSFetchRequest<\(name)> {
      NSFetchRequest<\(name)>(entityName: "\(name)")
    }
    """
  for property in toMany {
    let suffix = property.name.prefix(1).uppercased() + property.name.dropFirst()
    members += """


      public func addTo\(suffix)(_ value: NSManagedObject) {
        _viewProbeAdd([value], toMany: "\(property.name)")
      }

      public func removeFrom\(suffix)(_ value: NSManagedObject) {
        _viewProbeRemove([value], toMany: "\(property.name)")
      }

      public func addTo\(suffix)(_ values: NSSet) {
        _viewProbeAdd(values.allObjects, toMany: "\(property.name)")
      }

      public func removeFrom\(suffix)(_ values: NSSet) {
        _viewProbeRemove(values.allObjects, toMany: "\(property.name)")
      }
      """
  }
  return members
}

/// A stored property as `@ManagedEntity` reads it: its name, whether it has a default, whether
/// it is a to-many relationship, and its inverse.
struct ManagedProperty {
  let name: String
  let hasDefault: Bool
  let form: String
  let inverse: String?
  /// The delete rule `@ManagedDeleteRule(…)` gives, as written (`.cascadeDeleteRule`).
  let deleteRule: String?

  /// Whether the property is a to-many relationship.
  var isToMany: Bool { !form.isEmpty }

  init?(_ source: String) {
    let code = codeOnly(source)
    guard let property = EntryProperty(parsing: code) else { return nil }
    name = property.name
    hasDefault = property.defaultValue != nil
    let type = (property.type ?? "").replacingOccurrences(of: " ", with: "")
    form =
      type.hasPrefix("NSSet")
      ? "NSSet"
      : type.hasPrefix("NSOrderedSet")
        ? "NSOrderedSet"
        : type.hasPrefix("Set<") ? "Set" : type.hasPrefix("[") && !type.contains(":") ? "Array" : ""
    if let marker = code.range(of: "@ManagedInverse(") {
      // `\Shelf.volumes` (or `\App.Shelf.volumes`) is kept as `Shelf.volumes`: the other
      // side's entity and relationship.
      let argument = code[marker.upperBound...].prefix { $0 != ")" && $0 != "," }
      let parts = argument.trimmingCharacters(in: .whitespaces).drop { $0 == "\\" }
        .split(separator: ".")
      inverse = parts.suffix(2).joined(separator: ".")
    } else {
      inverse = nil
    }
    if let marker = code.range(of: "@ManagedDeleteRule(") {
      let argument = code[marker.upperBound...].prefix { $0 != ")" }
      deleteRule = argument.trimmingCharacters(in: .whitespaces)
    } else {
      deleteRule = nil
    }
  }
}

/// The accessors `@_ManagedProperty` writes: the value kept by the managed object under the
/// property's name, its declared default recorded by an init accessor.
func managedPropertyExpansion(_ request: [String: Any]) -> String {
  guard request["macroRole"] as? String == "accessor",
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String,
    let property = ManagedProperty(declaration)
  else { return "" }
  let key = "\"\(property.name)\""
  var accessors = ""
  if property.hasDefault {
    accessors += """
      @storageRestrictions(accesses: _viewProbeDefaultsBox)
      init(initialValue) { _viewProbeDefaultsBox.values[\(key)] = initialValue }

      """
  }
  accessors += """
    get { _viewProbeValue(forKey: \(key)) }
    set { _viewProbeSet(newValue, forKey: \(key)) }
    """
  return accessors
}
