// Linux has no Core Data: ViewProbe declares the part SwiftUI apps use (managed objects, contexts,
// fetch requests, persistent containers; `@FetchRequest` is SwiftUI's), and this module lets a file
// that writes `import CoreData` compile unchanged. It re-exports Foundation and only Core Data's
// names — not ViewProbe's SwiftUI names, which a file that does not import SwiftUI may define for
// itself. Entities are declared with ViewProbe's `@ManagedEntity` (Guide §2).
@_exported import Foundation

@_exported import class ViewProbe.NSBatchDeleteRequest
@_exported import enum ViewProbe.NSBatchDeleteRequestResultType
@_exported import class ViewProbe.NSBatchDeleteResult
@_exported import let ViewProbe.NSBinaryStoreType
@_exported import enum ViewProbe.NSDeleteRule
@_exported import let ViewProbe.NSDeletedObjectsKey
@_exported import class ViewProbe.NSEntityDescription
@_exported import var ViewProbe.NSErrorMergePolicy
@_exported import class ViewProbe.NSFetchRequest
@_exported import protocol ViewProbe.NSFetchRequestResult
@_exported import struct ViewProbe.NSFetchRequestResultType
@_exported import let ViewProbe.NSInMemoryStoreType
@_exported import let ViewProbe.NSInferMappingModelAutomaticallyOption
@_exported import let ViewProbe.NSInsertedObjectsKey
@_exported import class ViewProbe.NSManagedObject
@_exported import class ViewProbe.NSManagedObjectContext
@_exported import class ViewProbe.NSManagedObjectID
@_exported import class ViewProbe.NSManagedObjectModel
@_exported import var ViewProbe.NSMergeByPropertyObjectTrumpMergePolicy
@_exported import var ViewProbe.NSMergeByPropertyStoreTrumpMergePolicy
@_exported import class ViewProbe.NSMergePolicy
@_exported import enum ViewProbe.NSMergePolicyType
@_exported import let ViewProbe.NSMigratePersistentStoresAutomaticallyOption
@_exported import var ViewProbe.NSOverwriteMergePolicy
@_exported import class ViewProbe.NSPersistentCloudKitContainer
@_exported import class ViewProbe.NSPersistentCloudKitContainerOptions
@_exported import struct ViewProbe.NSPersistentCloudKitContainerSchemaInitializationOptions
@_exported import class ViewProbe.NSPersistentContainer
@_exported import let ViewProbe.NSPersistentHistoryTrackingKey
@_exported import class ViewProbe.NSPersistentStore
@_exported import class ViewProbe.NSPersistentStoreCoordinator
@_exported import class ViewProbe.NSPersistentStoreDescription
@_exported import let ViewProbe.NSPersistentStoreRemoteChangeNotificationPostOptionKey
@_exported import class ViewProbe.NSPersistentStoreRequest
@_exported import class ViewProbe.NSPersistentStoreResult
@_exported import var ViewProbe.NSRollbackMergePolicy
@_exported import let ViewProbe.NSSQLiteStoreType
@_exported import let ViewProbe.NSUpdatedObjectsKey
