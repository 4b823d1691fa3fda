package org.pairlab.project;

/** What a reviewable item is: an original sample or an augmentation candidate. */
public enum ItemKind {
    SAMPLE, CANDIDATE
}
