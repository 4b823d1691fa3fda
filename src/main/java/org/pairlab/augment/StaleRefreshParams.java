package org.pairlab.augment;

/**
 * The parameters stored with a stale-candidate refresh ({@link StaleRefreshJob}, kind
 * {@value StaleRefreshJob#KIND}): none, since the work is whatever candidates are still waiting. A record all the
 * same, so a stored run with keys it never had is refused by name like every other kind.
 */
public record StaleRefreshParams() {
}
