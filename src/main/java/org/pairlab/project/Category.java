package org.pairlab.project;

/** An object category of a dataset, with its original (e.g. COCO) id when it had one. */
public record Category(long id, long datasetId, Integer externalId, String name, String supercategory) {
}
