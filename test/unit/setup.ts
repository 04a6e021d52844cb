// Elements render asynchronously by design (their code arrives by dynamic import, then React
// renders), so tests wait for the DOM rather than wrapping changes in act(). Telling React this
// is not an act() environment keeps it from warning about renders outside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
