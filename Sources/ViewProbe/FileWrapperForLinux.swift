// Foundation's `FileWrapper`, which Linux's Foundation lacks: a document's files in memory, as
// `FileDocument` reads and writes them. Declared only where Foundation does not have it, with
// Foundation's names: a regular file's contents, or a directory of named wrappers.
#if !canImport(Darwin)
  import Foundation

  /// A file or a directory of files, held in memory.
  open class FileWrapper: @unchecked Sendable {
    private var contents: Data?
    private var children: [String: FileWrapper]?

    /// The name it is stored under in its directory.
    open var filename: String?
    /// The name it asks for.
    open var preferredFilename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
      self.contents = contents
    }

    /// A directory holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      var named: [String: FileWrapper] = [:]
      for (name, child) in childrenByPreferredName {
        child.filename = name
        child.preferredFilename = child.preferredFilename ?? name
        named[name] = child
      }
      children = named
    }

    /// The file or directory at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileReadNoSuchFile)
      }
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
      if isDirectory.boolValue {
        var named: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
          named[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        }
        children = named
      } else {
        contents = try Data(contentsOf: url)
      }
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether it is a directory.
    open var isDirectory: Bool { children != nil }
    /// A regular file's contents.
    open var regularFileContents: Data? { contents }
    /// A directory's wrappers, by name.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to a directory, under its preferred name; returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      let name = child.preferredFilename ?? child.filename ?? UUID().uuidString
      child.filename = name
      children?[name] = child
      return name
    }

    /// Adds a regular file to a directory; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Writes it to `url`.
    open func write(
      to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
    ) throws {
      if let contents {
        try contents.write(to: url)
      } else if let children {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, child) in children {
          try child.write(to: url.appendingPathComponent(name), options: options)
        }
      }
    }

    /// How a wrapper is read.
    public struct ReadingOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Read everything now.
      public static let immediate = ReadingOptions(rawValue: 1)
      /// Do not map files into memory.
      public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How a wrapper is written.
    public struct WritingOptions: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Write atomically.
      public static let atomic = WritingOptions(rawValue: 1)
      /// Update the wrappers' names.
      public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
  }
#endif
